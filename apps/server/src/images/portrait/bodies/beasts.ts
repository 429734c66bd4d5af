/** Beasts: animals, big-headed and sturdy, each with one feature that names it. */
import type { Body } from '../body';
import { leg, lookingEye, tube } from '../paint';

const wolf: Body = {
  id: 'beast-wolf',
  box: { left: 14, right: 199, top: 26 },
  cardClass: 'Beast',
  under:
    '<path class="o m" d="M46 136C22 128 8 104 16 72C26 88 38 98 56 106Z"/>' +
    '<path class="l" d="M16 72C18 84 22 92 28 98C26 88 22 80 16 72Z"/>' +
    leg(58, 158, 22, 's') +
    leg(112, 158, 22, 's'),
  skin: [
    '<ellipse cx="88" cy="140" rx="54" ry="31"/>',
    '<path d="M106 106C102 84 110 68 122 62L116 28L142 55C148 54 154 55 160 57L174 26L175 68C181 76 185 82 191 86C199 91 199 104 191 108L172 114C164 128 150 134 134 134C118 134 108 122 106 106Z"/>',
  ],
  over:
    leg(72, 160, 22, 'm') +
    leg(126, 152, 22, 'm') +
    '<path class="s" d="M123 42L137 56 125 60Z"/><path class="s" d="M170 40L170 63 159 57Z"/>' +
    '<path class="o l" d="M110 116C116 136 134 146 150 134C140 128 126 124 116 112Z"/>' +
    '<ellipse class="d" cx="193" cy="93" rx="6" ry="5"/>' +
    '<path class="t" d="M190 106C182 111 176 111 170 107"/>' +
    lookingEye(158, 82, 9),
  head: { x: 146, y: 58, scale: 1, tilt: 0 },
  headgear: 'any',
  eye: { x: 158, y: 82, r: 9 },
  chest: { x: 130, y: 140 },
  mass: { x: 104, y: 124, rx: 94, ry: 66 },
};

const bear: Body = {
  id: 'beast-bear',
  box: { left: 24, right: 190, top: 43 },
  cardClass: 'Beast',
  under:
    '<circle class="o m" cx="112" cy="62" r="15"/><circle class="o s" cx="112" cy="62" r="7"/>' +
    '<circle class="o m" cx="166" cy="58" r="15"/><circle class="o s" cx="166" cy="58" r="7"/>' +
    leg(46, 160, 30, 's') +
    leg(110, 160, 30, 's'),
  skin: [
    '<path d="M24 150C24 110 56 96 98 96C138 96 160 118 158 150C156 178 130 182 94 182C54 182 24 178 24 150Z"/>',
    '<circle cx="140" cy="96" r="42"/>',
  ],
  over:
    leg(64, 162, 32, 'm') +
    leg(124, 160, 32, 'm') +
    '<path class="t" d="M72 186v-8M80 186v-8M132 186v-8M140 186v-8"/>' +
    '<ellipse class="o l" cx="170" cy="108" rx="20" ry="15"/>' +
    '<path class="d" d="M180 98c6 0 10 3 9 7-1 4-6 6-10 6s-7-3-7-6c0-4 3-7 8-7Z"/>' +
    '<path class="t" d="M180 112v6M170 120c5 4 12 4 16 0"/>' +
    lookingEye(152, 84, 8),
  head: { x: 140, y: 56, scale: 1, tilt: 0 },
  headgear: 'any',
  eye: { x: 152, y: 84, r: 8 },
  chest: { x: 118, y: 146 },
  mass: { x: 98, y: 128, rx: 90, ry: 64 },
};

const boar: Body = {
  id: 'beast-boar',
  box: { left: 17, right: 199, top: 56 },
  cardClass: 'Beast',
  under:
    '<path class="o s" d="M32 128L24 102 44 114 48 92 62 110 70 88 82 108 94 90 102 112Z"/>' +
    '<path class="t" d="M28 142c-10-2-14 8-8 12"/>' +
    leg(54, 160, 22, 's') +
    leg(104, 160, 22, 's'),
  skin: [
    '<path d="M28 144C28 116 56 104 94 104C124 104 140 116 140 140C140 166 120 172 88 172C52 172 28 168 28 144Z"/>',
    '<path d="M112 96C116 74 136 64 156 70C172 76 182 92 186 110L196 116C200 126 196 140 186 142L168 144C150 150 128 146 118 132C110 122 108 108 112 96Z"/>',
  ],
  over:
    leg(70, 162, 22, 'm') +
    leg(120, 158, 22, 'm') +
    '<path class="o m" d="M124 80L120 56 142 72Z"/>' +
    '<ellipse class="o l" cx="190" cy="128" rx="9" ry="14"/>' +
    '<ellipse class="d" cx="190" cy="122" rx="2.5" ry="3.5"/><ellipse class="d" cx="191" cy="134" rx="2.5" ry="3.5"/>' +
    '<path class="o w" d="M172 142C176 130 182 118 178 104C186 116 188 132 180 146Z"/>' +
    '<path class="t" d="M150 144c6 4 14 4 20 0"/>' +
    lookingEye(156, 94, 8),
  head: { x: 148, y: 68, scale: 0.9, tilt: 10 },
  headgear: 'any',
  eye: { x: 156, y: 94, r: 8 },
  chest: { x: 104, y: 140 },
  mass: { x: 108, y: 128, rx: 90, ry: 58 },
};

const sabretooth: Body = {
  id: 'beast-sabretooth',
  box: { left: 20, right: 194, top: 12 },
  cardClass: 'Beast',
  under:
    '<path class="o m" d="M60 176C30 180 14 160 22 132C28 150 40 160 62 160Z"/>' +
    '<path class="o s" d="M70 150C62 166 62 180 70 188H92C88 174 90 160 94 150Z"/>',
  skin: [
    '<path d="M58 178C52 148 62 118 90 108C114 100 136 112 142 138C148 164 140 186 122 190H72C64 190 60 186 58 178Z"/>',
    '<path d="M96 78C98 58 112 44 130 40L126 12L146 34C154 32 160 32 166 34L186 14L182 44C192 54 196 68 194 84C192 104 176 118 152 120C124 122 96 104 96 78Z"/>',
  ],
  over:
    '<path class="o m" d="M112 150C108 168 108 180 112 190H136C134 176 134 162 138 150Z"/>' +
    '<path class="t" d="M120 190v-7M128 190v-7"/>' +
    '<path class="d" d="M126 12v14l-5-9ZM186 14l-4 13 8-6Z"/>' +
    '<path class="s" d="M130 24L142 36 132 40ZM180 26L180 42 170 36Z"/>' +
    '<path class="o l" d="M146 92C152 104 170 110 188 98C186 88 176 82 164 84C156 84 150 86 146 92Z"/>' +
    '<path class="o w" d="M160 104L164 130 170 106ZM176 104L178 124 182 102Z"/>' +
    '<ellipse class="d" cx="186" cy="84" rx="6" ry="4.5"/>' +
    '<path class="t" d="M104 70l10 4M102 80l12 1M166 52l6 8"/>' +
    lookingEye(160, 68, 9),
  head: { x: 150, y: 36, scale: 0.95, tilt: 0 },
  headgear: 'any',
  eye: { x: 160, y: 68, r: 9 },
  chest: { x: 120, y: 140 },
  mass: { x: 114, y: 112, rx: 80, ry: 80 },
};

const owl: Body = {
  id: 'beast-owl',
  box: { left: 18, right: 188, top: 6 },
  cardClass: 'Beast',
  under:
    '<path class="o k" d="M18 184C60 178 140 178 188 184L186 194C140 190 60 190 20 194Z"/>' +
    '<path class="o s" d="M52 110C30 132 28 166 46 186L74 180Z"/>',
  skin: [
    '<path d="M54 130C54 96 74 78 104 78C134 78 152 98 152 130C152 164 130 184 104 184C76 184 54 164 54 130Z"/>',
    '<path d="M58 78C58 50 74 32 94 28L88 6L112 24C116 24 122 24 126 26L150 8L146 36C160 46 166 62 164 80C162 102 144 116 114 116C80 116 58 102 58 78Z"/>',
  ],
  over:
    '<path class="o l" d="M84 120C84 112 96 110 108 112C122 114 132 122 130 140C128 160 116 172 104 172C90 172 84 156 84 140Z"/>' +
    '<path class="t" d="M96 132l6 5 6-5M100 146l6 5 6-5M96 158l6 5 6-5"/>' +
    '<path class="o s" d="M64 118C70 142 78 164 96 178L74 182C60 166 56 140 64 118Z"/>' +
    '<path class="o l" d="M80 72a22 22 0 1 0 44 0a22 22 0 1 0-44 0ZM118 70a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z"/>' +
    '<path class="o a" d="M112 86H130L121 104Z"/>' +
    '<path class="o d" d="M92 186l4-8 4 8M104 186l4-8 4 8"/>' +
    lookingEye(102, 72, 11) +
    lookingEye(138, 70, 11),
  head: { x: 118, y: 26, scale: 0.9, tilt: 0 },
  headgear: 'small',
  eye: { x: 138, y: 70, r: 11 },
  chest: { x: 106, y: 150 },
  mass: { x: 108, y: 106, rx: 72, ry: 84 },
};

const ram: Body = {
  id: 'beast-ram',
  box: { left: 19, right: 195, top: 57 },
  cardClass: 'Beast',
  under:
    leg(50, 156, 20, 's') +
    leg(102, 156, 20, 's') +
    '<path class="o m" d="M28 128c-10-4-12 8-4 12"/>',
  skin: [
    '<path d="M30 132C26 112 40 98 58 100C66 88 86 88 96 96C108 86 128 90 132 104C146 108 148 128 138 138C142 154 126 166 110 160C100 170 76 170 66 160C48 166 30 156 34 142C28 140 28 136 30 132Z"/>',
    '<path d="M130 92C128 74 140 62 156 62C174 62 184 76 188 96L194 112C198 122 192 132 182 132H168C150 132 132 118 130 92Z"/>',
  ],
  over:
    leg(66, 158, 20, 'm') +
    leg(116, 154, 20, 'm') +
    '<path class="t" d="M52 120c6-6 14-6 18 0M78 112c6-6 14-6 18 0M60 142c6-6 14-6 18 0M92 136c6-6 14-6 18 0"/>' +
    tube('M156 68C140 50 112 54 108 78C104 100 126 110 138 98C146 90 140 80 130 84', 13, 'a') +
    '<path class="t" d="M124 60l2 10M110 70l9 5M108 88l10-2M118 102l5-8"/>' +
    '<ellipse class="d" cx="190" cy="112" rx="3" ry="4"/>' +
    '<path class="t" d="M184 126c-4 3-8 3-12 0"/>' +
    lookingEye(164, 90, 8),
  head: { x: 160, y: 60, scale: 0.8, tilt: 10 },
  headgear: 'small',
  eye: { x: 164, y: 90, r: 8 },
  chest: { x: 130, y: 140 },
  mass: { x: 104, y: 124, rx: 90, ry: 60 },
};

const toad: Body = {
  id: 'beast-toad',
  box: { left: 19, right: 188, top: 64 },
  cardClass: 'Beast',
  under: '<path class="o s" d="M40 160C20 164 14 182 24 190H70C66 176 58 164 40 160Z"/>',
  skin: [
    '<path d="M26 150C22 112 56 82 104 80C150 78 186 100 188 136C190 170 160 188 112 188C60 188 30 178 26 150Z"/>',
  ],
  over:
    '<path class="o m" d="M116 84a20 20 0 1 1 40 0a20 20 0 1 1-40 0ZM152 86a18 18 0 1 1 36 0a18 18 0 1 1-36 0Z"/>' +
    '<path class="o l" d="M70 150C90 164 140 170 180 150C176 172 150 184 112 184C86 184 72 170 70 150Z"/>' +
    '<path class="t" d="M100 142C130 150 162 146 184 132"/>' +
    '<path class="o m" d="M120 160C118 174 122 184 130 190H160C158 180 150 176 142 176C140 168 134 162 120 160Z"/>' +
    '<circle class="s" cx="60" cy="110" r="7"/><circle class="s" cx="84" cy="100" r="5"/><circle class="s" cx="48" cy="134" r="5"/>' +
    lookingEye(136, 84, 11) +
    lookingEye(170, 86, 10),
  head: { x: 152, y: 64, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 170, y: 86, r: 10 },
  chest: { x: 120, y: 160 },
  mass: { x: 106, y: 138, rx: 90, ry: 56 },
};

export const BEAST_BODIES: readonly Body[] = [wolf, bear, boar, sabretooth, owl, ram, toad];
