/**
 * Elementals: living matter with a face, the matter of their first element (traits.ts):
 * a flame, a drop, a boulder, a storm cloud, a crystal, a sprout, a wisp.
 */
import type { Body } from '../body';
import { glowingEye, lookingEye, tube } from '../paint';

/** Elementals hover: a soft shadow on the ground under them. */
const hoverShadow = (x: number, rx: number) =>
  `<ellipse class="d" cx="${x}" cy="190" rx="${rx}" ry="6" opacity=".35"/>`;

const ember: Body = {
  id: 'elemental-ember',
  box: { left: 29, right: 189, top: 32 },
  cardClass: 'Elemental',
  under:
    hoverShadow(110, 44) +
    '<path class="o s" d="M52 128C34 122 26 106 30 90C38 102 46 106 58 106Z"/>' +
    '<path class="o s" d="M168 120C184 114 192 98 188 82C180 94 172 98 162 98Z"/>',
  skin: [
    '<path d="M100 36C112 62 134 58 130 32C152 52 162 78 158 102C170 94 174 84 172 74C186 96 188 124 178 146C168 170 142 182 110 182C76 182 52 164 46 136C42 114 50 96 62 86C62 100 68 108 78 110C70 84 80 56 100 36Z"/>',
  ],
  over:
    '<path class="l" d="M110 174C88 174 74 160 74 140C74 122 88 114 96 98C104 114 120 118 124 100C140 116 146 132 144 148C142 164 128 174 110 174Z"/>' +
    '<path class="t" d="M112 150c6 6 16 6 22 0"/>' +
    lookingEye(112, 128, 10) +
    lookingEye(142, 126, 9),
  head: { x: 118, y: 50, scale: 0.85, tilt: 0 },
  headgear: 'small',
  eye: { x: 142, y: 126, r: 9 },
  chest: { x: 110, y: 164 },
  mass: { x: 110, y: 112, rx: 80, ry: 80 },
};

const droplet: Body = {
  id: 'elemental-droplet',
  box: { left: 30, right: 184, top: 26 },
  cardClass: 'Elemental',
  under:
    hoverShadow(104, 50) +
    '<path class="o s" d="M52 146C36 150 28 162 30 176C40 170 48 166 58 166Z"/>',
  skin: [
    '<path d="M108 26C124 68 166 98 166 138C166 168 142 186 108 186C74 186 50 168 50 138C50 98 92 68 108 26Z"/>',
  ],
  over:
    '<path class="l" d="M72 132C70 112 80 94 94 80C88 100 84 116 86 136Z"/>' +
    '<path class="s" d="M62 156C80 176 136 178 156 154C150 174 132 182 108 182C84 182 68 172 62 156Z"/>' +
    '<path class="o m" d="M156 138C172 136 184 124 184 108C174 118 164 120 154 120Z"/>' +
    '<path class="t" d="M112 160c8 6 20 6 26-2"/>' +
    lookingEye(110, 136, 11) +
    lookingEye(142, 134, 10),
  head: { x: 108, y: 34, scale: 0.7, tilt: 0 },
  headgear: 'small',
  eye: { x: 142, y: 134, r: 10 },
  chest: { x: 108, y: 172 },
  mass: { x: 108, y: 110, rx: 76, ry: 84 },
};

const boulder: Body = {
  id: 'elemental-boulder',
  box: { left: 16, right: 190, top: 38 },
  cardClass: 'Elemental',
  under:
    '<path class="o s" d="M40 104L20 120 16 154 32 168 46 150 50 124Z"/>' +
    '<path class="o s" d="M62 176L58 190H86L84 176ZM108 176L106 190H134L132 176Z"/>',
  skin: [
    '<path d="M40 176L34 130 52 98 96 86 138 96 156 130 150 176 120 186H70Z"/>',
    '<path d="M98 86L94 58 116 38 152 40 172 60 170 90 146 102 114 100Z"/>',
  ],
  over:
    '<path class="l" d="M52 100L96 90 102 104 60 122 44 128ZM116 42L150 44 138 58 112 62Z"/>' +
    '<path class="t" d="M70 132l14 10-4 16M118 120l-8 18 10 12M126 64l10 8M60 160l12-4"/>' +
    '<path class="o m" d="M148 108L178 114 190 144 176 164 150 160 142 134Z"/>' +
    '<path class="l" d="M152 112L176 117 182 132 160 130Z"/>' +
    '<path class="o d" d="M132 82h32" stroke-width="3"/>' +
    glowingEye(140, 70, 7) +
    glowingEye(162, 70, 6),
  head: { x: 134, y: 40, scale: 0.85, tilt: 0 },
  headgear: 'any',
  eye: { x: 162, y: 70, r: 6 },
  chest: { x: 96, y: 140 },
  mass: { x: 104, y: 116, rx: 88, ry: 80 },
};

const stormcloud: Body = {
  id: 'elemental-stormcloud',
  box: { left: 37, right: 196, top: 51 },
  cardClass: 'Elemental',
  under:
    hoverShadow(112, 44) +
    '<path class="o g" d="M98 140L80 168H96L84 192 120 156H102L114 140Z"/>' +
    '<path class="T Tb" stroke-width="4" d="M58 150l-8 20M140 150l-8 22M160 146l-6 16" opacity=".8"/>',
  skin: [
    '<path d="M46 128A26 26 0 0 1 64 82A34 34 0 0 1 126 66A30 30 0 0 1 170 92A26 26 0 0 1 168 146H64A20 20 0 0 1 46 128Z"/>',
  ],
  over:
    '<path class="l" d="M66 86A26 26 0 0 1 92 70A34 34 0 0 1 124 68A30 30 0 0 0 88 80A24 24 0 0 0 66 96Z"/>' +
    '<path class="s" d="M58 136H166A24 24 0 0 0 182 118A26 26 0 0 1 166 140H64Z"/>' +
    '<path class="t" d="M112 92l16 6M152 90l-14 6"/>' +
    '<path class="t" d="M124 124c8-6 18-6 24 0"/>' +
    lookingEye(122, 106, 9) +
    lookingEye(150, 104, 8),
  head: { x: 118, y: 64, scale: 0.9, tilt: 0 },
  headgear: 'any',
  eye: { x: 150, y: 104, r: 8 },
  chest: { x: 112, y: 134 },
  mass: { x: 112, y: 110, rx: 82, ry: 64 },
};

const crystal: Body = {
  id: 'elemental-crystal',
  box: { left: 30, right: 186, top: 30 },
  cardClass: 'Elemental',
  under:
    '<path class="o s" d="M52 188L40 146 56 118 74 146 72 188Z"/>' +
    '<path class="o s" d="M140 188L146 128 166 104 180 138 164 188Z"/>',
  skin: [
    '<path d="M84 188L70 96 106 30 142 96 128 188Z"/>',
    '<path d="M118 188L126 134 148 108 162 142 148 188Z"/>',
  ],
  over:
    '<path class="l" d="M106 34L74 96 86 186H100L96 96Z"/>' +
    '<path class="l" d="M148 112L128 136 122 186H130L134 136Z"/>' +
    '<path class="t" d="M96 96h44M126 136l22 4"/>' +
    '<path class="o y" d="M30 190C40 176 64 172 84 178C104 170 150 170 176 180 184 184 186 188 186 190Z"/>' +
    '<path class="t" d="M104 152c6 5 14 5 20 0"/>' +
    lookingEye(100, 126, 10) +
    lookingEye(126, 124, 9),
  head: { x: 106, y: 32, scale: 0.6, tilt: 0 },
  headgear: 'small',
  eye: { x: 126, y: 124, r: 9 },
  chest: { x: 108, y: 170 },
  mass: { x: 108, y: 112, rx: 80, ry: 82 },
};

const sprout: Body = {
  id: 'elemental-sprout',
  cardClass: 'Elemental',
  box: { left: 40, right: 176, top: 35 },
  under:
    tube('M80 180L68 192M100 184L100 194M122 180L136 192', 6, 'k') +
    tube('M104 96C104 88 106 80 110 74', 6, 'k'),
  skin: [
    '<path d="M104 186C68 186 48 164 50 138C52 110 76 94 104 94C132 94 156 110 158 138C160 164 140 186 104 186Z"/>',
  ],
  over:
    '<path class="o v" d="M108 78C92 52 64 44 40 52C52 74 80 86 108 78Z"/>' +
    '<path class="o v" d="M110 76C122 46 148 32 176 36C168 62 140 80 110 76Z"/>' +
    '<path class="T Ts" stroke-width="2.5" d="M104 76C84 66 66 60 52 58M112 74C128 60 146 50 162 44"/>' +
    '<path class="l" d="M66 128C68 112 80 102 94 100C84 110 78 122 76 134Z"/>' +
    '<circle class="a" cx="80" cy="158" r="7" opacity=".5"/><circle class="a" cx="140" cy="154" r="7" opacity=".5"/>' +
    '<path class="t" d="M104 162c6 6 16 6 22 0"/>' +
    lookingEye(98, 136, 11) +
    lookingEye(130, 134, 10),
  head: { x: 108, y: 40, scale: 0.75, tilt: 0 },
  headgear: 'small',
  eye: { x: 130, y: 134, r: 10 },
  chest: { x: 104, y: 176 },
  mass: { x: 104, y: 140, rx: 60, ry: 50 },
};

const wisp: Body = {
  id: 'elemental-wisp',
  cardClass: 'Elemental',
  box: { left: 20, right: 180, top: 34 },
  under:
    hoverShadow(110, 40) +
    '<path class="o s" d="M70 150C52 160 34 160 20 150C30 172 54 180 78 170Z"/>',
  skin: [
    '<path d="M112 34C148 34 168 66 166 102C164 132 152 150 140 160C130 170 116 172 102 168C86 180 62 186 38 176C58 170 68 160 72 148C58 134 54 110 60 90C68 58 86 34 112 34Z"/>',
  ],
  over:
    '<path class="l" opacity=".7" d="M112 52C136 54 150 78 148 104C146 126 132 142 112 144C92 142 78 126 78 104C78 78 90 54 112 52Z"/>' +
    '<path class="o s" d="M60 112C46 116 40 128 44 140C50 132 58 128 66 128Z"/>' +
    '<path class="o s" d="M160 108C174 110 182 120 180 134C174 126 166 124 158 124Z"/>' +
    '<ellipse class="o d" cx="124" cy="124" rx="6" ry="8"/>' +
    lookingEye(108, 96, 11) +
    lookingEye(140, 94, 10),
  head: { x: 114, y: 36, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 140, y: 94, r: 10 },
  chest: { x: 112, y: 150 },
  mass: { x: 108, y: 110, rx: 74, ry: 76 },
};

export const ELEMENTAL_BODIES: readonly Body[] = [
  ember,
  droplet,
  boulder,
  stormcloud,
  crystal,
  sprout,
  wisp,
];
