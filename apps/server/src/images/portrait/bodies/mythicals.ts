/** Mythicals: legends (dragon, griffin, phoenix, unicorn, hydra); wings, horns and many heads. */
import type { Body } from '../body';
import { leg, lookingEye, tube } from '../paint';

/** A serpent's head looking right, its jaw's corner at (x, y). */
const serpentHead = (x: number, y: number, paint: 'm' | 's') =>
  `<path class="o ${paint}" d="M${x - 18} ${y}C${x - 20} ${y - 16} ${x - 6} ${y - 26} ${x + 10} ${y - 24}C${x + 26} ${y - 22} ${x + 36} ${y - 12} ${x + 40} ${y - 2}C${x + 40} ${y + 6} ${x + 32} ${y + 10} ${x + 22} ${y + 8}L${x} ${y + 12}C${x - 10} ${y + 14} ${x - 16} ${y + 8} ${x - 18} ${y}Z"/>` +
  `<path class="t" d="M${x + 4} ${y + 4}C${x + 16} ${y + 2} ${x + 26} ${y} ${x + 36} ${y}"/>` +
  `<path class="o l" d="M${x - 6} ${y - 20}L${x - 14} ${y - 34} ${x + 2} ${y - 24}Z"/>`;

const dragon: Body = {
  id: 'myth-dragon',
  box: { left: 6, right: 195, top: 14 },
  cardClass: 'Mythical',
  under:
    '<path class="o v" d="M88 108C72 72 50 44 14 28C22 48 18 62 26 74C34 72 40 76 42 84C50 82 56 86 58 94C66 92 74 98 76 110Z"/>' +
    '<path class="T Ti" stroke-width="3" d="M84 104L30 46M80 106L44 80"/>' +
    tube('M66 176C40 184 18 174 14 150', 12, 'm') +
    '<path class="o a" d="M6 150L14 132 24 148 14 156Z"/>',
  skin: [
    '<path d="M58 178C52 148 64 118 92 110C116 104 136 118 140 142C144 166 136 186 120 190H72C64 190 60 186 58 178Z"/>',
    '<path d="M100 120C96 96 106 74 122 64C126 52 138 44 154 44C170 46 184 56 192 70C198 80 196 90 186 92L164 96C156 104 148 112 140 128Z"/>',
  ],
  over:
    '<path class="o l" d="M96 118C114 122 128 138 130 160C130 176 122 186 112 188C114 170 110 150 98 132Z"/>' +
    '<path class="t" d="M104 134l20-6M110 150l20-4M112 166l18-2"/>' +
    '<path class="o a" d="M108 80L96 76 104 90ZM104 98L92 96 100 108ZM118 64L108 56 114 72Z"/>' +
    tube('M148 48C140 34 132 28 120 26', 6, 'l') +
    tube('M164 48C166 32 162 22 154 14', 6, 'l') +
    '<path class="o m" d="M120 158C122 172 132 182 146 186L150 176C140 174 134 166 134 156Z"/>' +
    '<path class="o w" d="M166 94L170 104 174 94ZM178 92L181 100 184 91Z"/>' +
    '<ellipse class="d" cx="190" cy="74" rx="2.5" ry="3"/>' +
    lookingEye(160, 66, 8),
  head: { x: 154, y: 46, scale: 0.8, tilt: 0 },
  headgear: 'small',
  eye: { x: 160, y: 66, r: 8 },
  chest: { x: 112, y: 150 },
  mass: { x: 104, y: 110, rx: 94, ry: 84 },
};

const griffin: Body = {
  id: 'myth-griffin',
  box: { left: 6, right: 198, top: 22 },
  cardClass: 'Mythical',
  under:
    '<path class="o s" d="M84 112C72 74 56 44 28 22C34 44 24 58 30 72C38 70 42 74 44 80C52 78 56 84 58 92C64 90 70 96 72 106Z"/>' +
    '<path class="T Ti" stroke-width="3" d="M46 82L76 106M58 94L78 110"/>' +
    tube('M40 144C20 144 10 130 14 114', 7, 'm') +
    '<path class="o a" d="M6 116L14 100 24 112 16 122Z"/>' +
    leg(52, 160, 20, 's') +
    leg(104, 160, 20, 's'),
  skin: [
    '<ellipse cx="84" cy="142" rx="50" ry="28"/>',
    '<path d="M112 104C108 80 122 62 144 62C162 62 174 74 176 90L194 98C200 106 194 116 186 112L172 110C164 124 150 130 136 128C122 126 114 118 112 104Z"/>',
  ],
  over:
    '<path class="o l" d="M112 104C110 92 112 82 118 74L104 70 114 84 100 86 112 94 102 102Z"/>' +
    '<path class="o v" d="M54 132C66 106 94 96 122 104C112 122 92 138 58 142Z"/>' +
    '<path class="t" d="M70 124l14 10M86 114l12 14M102 108l8 14"/>' +
    leg(66, 162, 20, 'm') +
    '<path class="o a" d="M120 150L116 186H130L134 150Z"/>' +
    '<path class="o a" d="M112 186l4-6 4 6 4-6 4 6 4-6 4 6Z"/>' +
    '<path class="o a" d="M170 84C184 82 196 92 198 106C192 100 184 100 176 104Z"/>' +
    '<path class="t" d="M138 80l16-6"/>' +
    lookingEye(152, 86, 7.5),
  head: { x: 144, y: 62, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 152, y: 86, r: 7.5 },
  chest: { x: 118, y: 128 },
  mass: { x: 104, y: 118, rx: 94, ry: 76 },
};

const phoenix: Body = {
  id: 'myth-phoenix',
  box: { left: 18, right: 186, top: 18 },
  cardClass: 'Mythical',
  under:
    tube('M84 150C60 166 40 172 18 168', 9, 'a') +
    tube('M88 156C72 176 54 186 30 190', 9, 'g') +
    tube('M80 144C56 150 36 146 20 138', 8, 'b') +
    '<path class="o s" d="M122 100C132 74 150 52 178 40C172 60 180 72 174 84C166 82 162 88 160 94C154 92 148 96 146 104Z"/>',
  skin: [
    '<path d="M72 146C66 120 82 98 106 96C130 94 144 112 142 134C140 156 122 170 102 170C86 170 74 160 72 146Z"/>',
    '<path d="M120 100C118 84 124 66 138 58C148 52 162 54 168 66C174 78 168 92 156 98C146 104 134 108 128 116Z"/>',
  ],
  over:
    '<path class="o v" d="M100 108C82 84 68 56 46 28C66 32 74 26 80 18C86 36 96 42 108 44C104 58 108 76 116 92Z"/>' +
    '<path class="t" d="M60 40l26 34M78 34l18 38M94 46l12 32"/>' +
    '<path class="o l" d="M92 128C100 120 116 120 126 130C124 146 114 158 100 160C94 150 92 140 92 128Z"/>' +
    tube('M146 56C140 40 128 32 114 32', 5, 'a') +
    tube('M152 56C152 38 146 28 134 20', 5, 'g') +
    tube('M158 58C164 42 162 30 154 22', 5, 'a') +
    '<path class="o a" d="M166 68L186 74 168 82Z"/>' +
    '<path class="T Ti" stroke-width="9" d="M98 168L94 184M112 166L112 184"/>' +
    '<path class="T Ta" stroke-width="4" d="M98 168L94 184M112 166L112 184"/>' +
    '<path class="o a" d="M86 186l8-4 6 4ZM106 186l6-4 8 4Z"/>' +
    lookingEye(152, 70, 7),
  head: { x: 148, y: 54, scale: 0.6, tilt: 0 },
  headgear: 'small',
  eye: { x: 152, y: 70, r: 7 },
  chest: { x: 108, y: 140 },
  mass: { x: 106, y: 106, rx: 92, ry: 88 },
};

const unicorn: Body = {
  id: 'myth-unicorn',
  box: { left: 14, right: 190, top: 8 },
  cardClass: 'Mythical',
  under:
    tube('M36 128C18 132 10 150 16 170', 12, 'a') +
    '<path class="o d" d="M50 176h20v14H50ZM104 176h20v14h-20Z"/>' +
    '<path class="o s" d="M52 150V178H68V150ZM106 150V178H122V150Z"/>',
  skin: [
    '<ellipse cx="84" cy="134" rx="52" ry="28"/>',
    '<path d="M104 120C104 96 112 74 126 62C132 56 140 52 150 54C162 56 170 64 178 78C184 88 190 96 190 104C190 112 182 116 174 114L158 110C150 118 144 126 136 132Z"/>',
  ],
  over:
    '<path class="o d" d="M64 176h20v14H64ZM120 176h20v14h-20Z"/>' +
    '<path class="o m" d="M66 150V178H82V150ZM122 146V178H138V146Z"/>' +
    '<path class="o g" d="M144 56L166 8 156 58Z"/>' +
    '<path class="t" d="M148 46l12 2M152 36l9 2M156 26l7 1"/>' +
    '<path class="o m" d="M136 58L132 36 148 52Z"/>' +
    tube('M140 56C122 62 114 80 112 100C110 112 104 120 98 124', 12, 'a') +
    tube('M128 64C116 70 104 82 100 96', 8, 'b') +
    '<ellipse class="d" cx="184" cy="102" rx="2.5" ry="3"/>' +
    '<path class="t" d="M178 112c-4 2-8 2-12 0"/>' +
    lookingEye(158, 80, 7.5),
  head: { x: 150, y: 56, scale: 0.75, tilt: 0 },
  headgear: 'small',
  eye: { x: 158, y: 80, r: 7.5 },
  chest: { x: 118, y: 130 },
  mass: { x: 104, y: 118, rx: 92, ry: 74 },
};

const hydra: Body = {
  id: 'myth-hydra',
  box: { left: 14, right: 200, top: 10 },
  cardClass: 'Mythical',
  under:
    tube('M80 150C70 120 64 96 58 72', 16, 's') +
    serpentHead(56, 64, 's') +
    tube('M40 180C22 180 12 168 14 152', 12, 's'),
  skin: ['<path d="M28 190C28 152 58 128 100 128C142 128 172 152 172 190Z"/>'],
  over:
    '<path class="o l" d="M64 190C66 166 82 150 104 150C126 150 142 166 144 190Z"/>' +
    '<path class="t" d="M76 172h56M70 184h68M84 160h40"/>' +
    tube('M104 140C104 110 112 80 122 50', 16, 'm') +
    serpentHead(124, 44, 'm') +
    tube('M124 150C140 130 150 110 156 88', 16, 'm') +
    serpentHead(160, 84, 'm') +
    lookingEye(128, 30, 6) +
    lookingEye(164, 70, 6) +
    '<circle class="d" cx="70" cy="52" r="3.5"/>',
  head: { x: 134, y: 20, scale: 0.6, tilt: 0 },
  headgear: 'small',
  eye: { x: 164, y: 70, r: 6 },
  chest: { x: 104, y: 172 },
  mass: { x: 104, y: 112, rx: 94, ry: 86 },
};

export const MYTHICAL_BODIES: readonly Body[] = [dragon, griffin, phoenix, unicorn, hydra];
