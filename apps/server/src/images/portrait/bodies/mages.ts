/** Mages: robed casters; a hat, a hood or a turban is the big feature, and something glows. */
import type { Body } from '../body';
import { glowingEye, lookingEye, tube } from '../paint';

/** A robe that reaches the ground, with two feet showing at the front. */
const ROBE =
  '<path d="M56 188C62 150 68 126 80 114C92 106 118 106 130 114C142 126 148 150 154 188Z"/>';
const feet =
  '<path class="o k" d="M84 182C84 176 100 176 102 182V190H80ZM112 182C112 176 130 176 132 182L136 190H110Z"/>';
const robeHem = '<path class="o a" d="M56 188C62 176 148 176 154 188Z"/>';

const wizard: Body = {
  id: 'mage-wizard',
  box: { left: 56, right: 172, top: 9 },
  cardClass: 'Mage',
  under: feet + tube('M158 190L158 64', 6, 'k'),
  skin: [ROBE],
  over:
    robeHem +
    '<path class="s" d="M70 132C66 150 64 170 62 184H74C76 166 78 148 80 132Z"/>' +
    '<circle class="o f" cx="104" cy="88" r="28"/>' +
    lookingEye(100, 88, 5.5) +
    lookingEye(118, 88, 5.5) +
    '<path class="o h" d="M78 98C76 134 92 156 106 162C120 156 134 134 130 98C122 104 114 106 106 104C96 106 86 104 78 98Z"/>' +
    '<path class="t" d="M96 118c2 10 4 20 8 28M110 116c2 12 2 22 0 32"/>' +
    '<path class="o v" d="M56 78C76 72 134 72 154 78C150 86 60 86 56 78Z"/>' +
    '<path class="o v" d="M70 76C82 60 92 34 108 16C114 8 124 6 132 12C120 14 116 24 118 36C122 52 132 66 140 76Z"/>' +
    '<path class="l" d="M80 72C90 56 98 38 110 22C104 38 98 56 94 72Z"/>' +
    '<path class="o g" d="M108 44l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1Z"/>' +
    '<circle class="o g" cx="158" cy="54" r="14"/>' +
    '<circle class="w" cx="153" cy="49" r="4"/>' +
    '<path class="o k" d="M146 66C150 58 166 58 170 66L164 72H152Z"/>' +
    '<circle class="o f" cx="150" cy="124" r="9"/>',
  head: { x: 122, y: 10, scale: 0.6, tilt: 20 },
  headgear: 'small',
  eye: { x: 118, y: 88, r: 5.5 },
  chest: { x: 104, y: 168 },
  mass: { x: 108, y: 104, rx: 76, ry: 92 },
};

const warlock: Body = {
  id: 'mage-warlock',
  box: { left: 45, right: 180, top: 30 },
  cardClass: 'Mage',
  under: feet + '<path class="o s" d="M64 120C48 140 42 166 46 188H70C66 160 70 138 80 124Z"/>',
  skin: [ROBE],
  over:
    robeHem +
    '<path class="o a" d="M98 112L104 160 110 112Z"/>' +
    '<path class="o v" d="M64 104C58 64 76 34 104 30C134 28 150 56 146 92C144 110 134 120 104 120C82 120 66 116 64 104Z"/>' +
    '<path class="l" d="M72 92C70 64 82 44 100 38C88 54 82 72 82 94Z"/>' +
    '<path class="o d" d="M88 98C84 72 96 56 114 56C132 56 140 72 138 92C136 108 120 112 108 112C96 112 90 106 88 98Z"/>' +
    glowingEye(112, 84, 5) +
    glowingEye(128, 84, 5) +
    '<circle class="o f" cx="150" cy="128" r="9"/>' +
    '<circle class="o g" cx="164" cy="104" r="16" opacity=".9"/>' +
    '<path class="T Tb" stroke-width="3" d="M156 96l16 16M172 96l-16 16M164 92v24"/>' +
    '<circle class="T Ti" stroke-width="3" cx="164" cy="104" r="16"/>',
  head: { x: 104, y: 32, scale: 0.85, tilt: 0 },
  headgear: 'small',
  eye: { x: 128, y: 84, r: 5 },
  chest: { x: 104, y: 150 },
  mass: { x: 106, y: 110, rx: 76, ry: 84 },
};

const witch: Body = {
  id: 'mage-witch',
  box: { left: 46, right: 193, top: 8 },
  cardClass: 'Mage',
  under:
    feet +
    '<path class="o h" d="M74 86C58 110 56 140 66 160C76 150 80 128 84 110Z"/>' +
    tube('M144 150L176 88', 5, 'k'),
  skin: [ROBE],
  over:
    robeHem +
    '<path class="o a" d="M80 118L104 136 128 118 104 124Z"/>' +
    '<circle class="o f" cx="106" cy="90" r="27"/>' +
    lookingEye(104, 88, 5.5) +
    lookingEye(121, 88, 5.5) +
    '<path class="o f" d="M126 92L144 104 126 104Z"/>' +
    '<path class="t" d="M110 108c4 3 10 3 14 0"/>' +
    '<path class="o h" d="M80 72C78 86 80 96 84 104C86 90 90 80 96 74Z"/>' +
    '<path class="o v" d="M46 74C70 62 140 62 164 72C150 84 62 86 46 74Z"/>' +
    '<path class="o v" d="M76 70C78 48 84 28 98 14C110 4 126 8 136 20C126 18 118 22 116 30C114 44 120 58 128 70Z"/>' +
    '<path class="o a" d="M76 62H128L130 70H75Z"/>' +
    '<path class="o g" d="M178 70l5 9 10 1-8 7 3 10-10-5-9 5 2-10-7-7 10-1Z"/>' +
    '<circle class="o f" cx="146" cy="146" r="9"/>',
  head: { x: 104, y: 14, scale: 0.6, tilt: -10 },
  headgear: 'small',
  eye: { x: 121, y: 88, r: 5.5 },
  chest: { x: 104, y: 160 },
  mass: { x: 108, y: 104, rx: 80, ry: 88 },
};

const sage: Body = {
  id: 'mage-sage',
  box: { left: 52, right: 188, top: 38 },
  cardClass: 'Mage',
  under: feet + '<path class="o s" d="M62 130C52 150 50 170 54 188H72C70 166 72 150 78 136Z"/>',
  skin: [ROBE],
  over:
    robeHem +
    '<path class="o a" d="M78 116C92 134 116 134 130 116C124 126 116 132 104 132C92 132 84 126 78 116Z"/>' +
    '<circle class="o f" cx="104" cy="84" r="30"/>' +
    '<path class="o f" d="M74 84C64 80 62 96 72 98Z"/>' +
    '<circle class="o h" cx="100" cy="48" r="10"/>' +
    '<path class="t" d="M88 66c6-3 14-3 20 0"/>' +
    lookingEye(104, 84, 5.5) +
    lookingEye(122, 84, 5.5) +
    '<path class="t" d="M108 104c5 4 12 4 16 0"/>' +
    '<circle class="o g" cx="114" cy="68" r="4"/>' +
    '<path class="o v" d="M132 92L160 100 160 130 132 122Z"/>' +
    '<path class="o w" d="M160 100L188 92 188 122 160 130Z"/>' +
    '<path class="t" d="M166 104l16-4M166 112l16-4M166 120l12-3M138 102l16 4M138 110l16 4"/>' +
    '<path class="T Tg" stroke-width="3" d="M160 84v-10M176 80l6-8M144 82l-6-8" opacity=".9"/>' +
    '<circle class="o f" cx="152" cy="140" r="9"/>',
  head: { x: 104, y: 40, scale: 0.75, tilt: 0 },
  headgear: 'any',
  eye: { x: 122, y: 84, r: 5.5 },
  chest: { x: 104, y: 150 },
  mass: { x: 110, y: 114, rx: 80, ry: 78 },
};

const seer: Body = {
  id: 'mage-seer',
  box: { left: 48, right: 174, top: 30 },
  cardClass: 'Mage',
  under: feet + '<path class="o s" d="M60 128C48 150 46 170 50 188H70C68 164 70 148 78 134Z"/>',
  skin: [ROBE],
  over:
    robeHem +
    '<path class="o a" d="M70 140C90 150 120 150 140 140L142 150C120 160 90 160 68 150Z"/>' +
    '<circle class="o f" cx="104" cy="88" r="28"/>' +
    lookingEye(102, 92, 5.5) +
    lookingEye(120, 92, 5.5) +
    '<path class="t" d="M108 110c4 3 10 3 14 0"/>' +
    '<path class="o v" d="M72 80C66 50 84 30 106 30C130 30 144 48 138 80C124 70 88 70 72 80Z"/>' +
    '<path class="t" d="M78 66c16-8 40-8 56 0M80 52c14-8 34-8 48 0"/>' +
    '<path class="o a" d="M104 34L112 46 104 58 96 46Z"/>' +
    '<ellipse class="o w" cx="111" cy="76" rx="7" ry="4.5"/>' +
    glowingEye(112, 76, 3) +
    '<circle class="o g" cx="156" cy="120" r="18" opacity=".9"/>' +
    '<path class="l" d="M146 114c2-6 6-9 12-10" opacity=".9"/>' +
    '<path class="o k" d="M142 136C146 130 166 130 170 136L166 142H146Z"/>' +
    '<circle class="o f" cx="140" cy="140" r="8"/>',
  head: { x: 106, y: 30, scale: 0.8, tilt: 0 },
  headgear: 'small',
  eye: { x: 120, y: 92, r: 5.5 },
  chest: { x: 104, y: 170 },
  mass: { x: 108, y: 110, rx: 76, ry: 82 },
};

const druid: Body = {
  id: 'mage-druid',
  cardClass: 'Mage',
  box: { left: 56, right: 188, top: 16 },
  under:
    feet +
    tube('M160 190L160 62', 6, 'k') +
    '<path class="o l" d="M160 62C146 56 140 44 144 34C154 38 160 48 160 62ZM160 62C172 54 182 54 188 60C180 68 170 68 160 62ZM160 60C156 46 160 34 170 28C172 40 168 52 160 60Z"/>' +
    '<circle class="o g" cx="160" cy="62" r="6"/>',
  skin: [ROBE],
  over:
    robeHem +
    '<path class="o a" d="M70 124C86 136 124 136 140 124L134 110C120 122 90 122 76 110Z"/>' +
    '<path class="t" d="M84 124l4 8M98 128l2 8M112 128l-2 8M126 124l-4 8"/>' +
    tube('M82 62C70 44 72 30 80 16M78 44L62 36M128 62C140 44 138 30 130 16M132 44L148 36', 6, 'l') +
    '<circle class="o f" cx="104" cy="92" r="27"/>' +
    lookingEye(100, 92, 5.5) +
    lookingEye(118, 92, 5.5) +
    '<path class="o h" d="M84 104C86 124 96 132 106 132C118 132 128 122 126 104C118 110 112 110 106 108C98 110 90 110 84 104Z"/>' +
    '<path class="o v" d="M74 100C68 70 84 52 104 52C126 52 142 70 134 100C128 84 118 74 104 74C90 74 80 84 74 100Z"/>' +
    '<circle class="o f" cx="152" cy="128" r="9"/>',
  head: { x: 104, y: 14, scale: 0.6, tilt: 0 },
  headgear: 'small',
  eye: { x: 118, y: 92, r: 5.5 },
  chest: { x: 104, y: 158 },
  mass: { x: 108, y: 112, rx: 76, ry: 84 },
};

export const MAGE_BODIES: readonly Body[] = [wizard, warlock, witch, sage, seer, druid];
