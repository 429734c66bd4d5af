/** Warriors: armoured fighters with a big helmeted head and a weapon held at the foe. */
import type { Body } from '../body';
import { glowingEye, lookingEye, tube } from '../paint';

/** Two booted legs under a fighter's body. */
const boots = (left: number, right: number, top: number) =>
  `<path class="o s" d="M${left} ${top}V186H${left + 20}V${top}Z"/>` +
  `<path class="o s" d="M${right} ${top}V186H${right + 20}V${top}Z"/>` +
  `<path class="o k" d="M${left - 4} 180H${left + 24}V190H${left - 4}Z"/>` +
  `<path class="o k" d="M${right - 2} 180H${right + 26}V190H${right - 2}Z"/>`;

/** A face turned a little to the right: two eyes, a nose, a mouth. */
const face = (x: number, y: number) =>
  lookingEye(x, y, 6) +
  lookingEye(x + 20, y, 6) +
  `<path class="t" d="M${x + 28} ${y + 8}l4 8-5 1M${x + 8} ${y + 22}c5 3 12 3 16 0"/>`;

const knight: Body = {
  id: 'warrior-knight',
  box: { left: 30, right: 194, top: 14 },
  cardClass: 'Warrior',
  under:
    boots(72, 100, 156) +
    '<path class="o a" d="M30 112C30 104 44 100 56 100C68 100 80 104 80 112V140C80 158 66 168 56 172C44 168 30 158 30 140Z"/>' +
    '<path class="o b" d="M48 112H62V126H76V138H62V160H52V138H36V126H48Z"/>',
  skin: ['<path d="M66 166L70 120C80 110 122 110 132 120L138 166Z"/>'],
  over:
    '<path class="o k" d="M68 152H136V162H68Z"/>' +
    '<path class="o v" d="M66 86C66 50 84 36 104 36C124 36 142 50 142 86V106C142 114 136 118 128 118H80C72 118 66 114 66 106Z"/>' +
    '<path class="l" d="M74 82C74 56 86 44 100 42C88 52 84 66 84 84Z"/>' +
    '<path class="o d" d="M92 78H142V90H92Z"/>' +
    '<path class="t" d="M118 96v16M126 96v16M134 96v14"/>' +
    glowingEye(112, 84, 4) +
    glowingEye(130, 84, 4) +
    tube('M102 38C100 20 84 10 68 16C80 18 88 26 88 36', 9, 'a') +
    '<path class="o x" d="M152 128L186 34 194 38 164 132Z"/>' +
    '<path class="o k" d="M138 128L172 140 176 132 142 120Z"/>' +
    '<circle class="o f" cx="150" cy="134" r="9"/>',
  head: { x: 104, y: 38, scale: 0.9, tilt: 0 },
  headgear: 'small',
  eye: { x: 130, y: 84, r: 4 },
  chest: { x: 102, y: 136 },
  mass: { x: 110, y: 112, rx: 84, ry: 80 },
};

const barbarian: Body = {
  id: 'warrior-barbarian',
  box: { left: 47, right: 198, top: 18 },
  cardClass: 'Warrior',
  under:
    boots(70, 102, 156) +
    '<path class="o f" d="M70 126C56 134 50 146 52 160L66 162C66 150 70 142 78 136Z"/>',
  skin: ['<path d="M62 166L66 122C78 108 124 108 136 122L142 166Z"/>'],
  over:
    '<path class="o k" d="M64 150H140V162H64Z"/>' +
    '<path class="o l" d="M58 124C62 110 80 104 96 108C90 116 80 122 70 130ZM140 122C136 110 120 104 106 108C114 114 124 120 130 128Z"/>' +
    '<circle class="o f" cx="104" cy="78" r="34"/>' +
    face(96, 76) +
    '<path class="o h" d="M76 94C78 128 96 142 112 142C128 142 138 124 136 96C128 104 120 106 110 104C98 106 86 102 76 94Z"/>' +
    '<path class="t" d="M96 118c2 8 2 14 0 20M112 118v22M124 114c2 8 0 14-2 20"/>' +
    '<path class="o v" d="M68 70C68 48 84 38 104 38C124 38 140 48 140 70Z"/>' +
    '<path class="o x" d="M72 66C72 52 86 44 104 44V60C92 60 80 62 72 66Z"/>' +
    '<path class="o l" d="M70 62C54 56 44 40 48 20C56 34 66 42 78 48Z"/>' +
    '<path class="o l" d="M138 60C154 52 162 36 158 18C152 32 142 40 130 46Z"/>' +
    tube('M136 170L176 70', 6, 'k') +
    '<path class="o x" d="M160 64C176 52 196 60 198 84C196 100 184 108 172 104L178 86 166 84Z"/>' +
    '<path class="o y" d="M172 104L178 86 166 84 160 64C152 74 154 96 172 104Z"/>' +
    '<circle class="o f" cx="150" cy="134" r="9"/>',
  head: { x: 104, y: 40, scale: 0.9, tilt: 0 },
  headgear: 'small',
  eye: { x: 116, y: 76, r: 6 },
  chest: { x: 100, y: 150 },
  mass: { x: 112, y: 108, rx: 86, ry: 84 },
};

const ronin: Body = {
  id: 'warrior-ronin',
  box: { left: 46, right: 198, top: 18 },
  cardClass: 'Warrior',
  under: boots(72, 102, 160) + '<path class="o s" d="M60 126L46 168 64 172 76 136Z"/>',
  skin: ['<path d="M64 170L70 122C82 110 122 110 134 122L140 170Z"/>'],
  over:
    '<path class="o s" d="M58 120H90L86 142H62ZM114 120H146L142 142H118Z"/>' +
    '<path class="t" d="M62 128h26M64 135h24M118 128h26M120 135h24"/>' +
    '<path class="o k" d="M66 150H138V160H66Z"/>' +
    '<circle class="o f" cx="104" cy="88" r="30"/>' +
    face(96, 92) +
    '<path class="o v" d="M64 80C64 50 82 38 104 38C126 38 144 50 144 80L158 90C140 86 126 78 104 76C82 78 68 86 50 90Z"/>' +
    '<path class="l" d="M74 74C74 56 86 46 100 44C90 52 84 62 84 74Z"/>' +
    '<path class="o g" d="M104 46C90 26 78 18 62 18C76 28 86 40 94 50ZM104 46C118 26 130 18 146 18C132 28 122 40 114 50Z"/>' +
    '<circle class="o a" cx="104" cy="50" r="7"/>' +
    '<path class="o x" d="M156 126L192 22 198 26 166 128Z"/>' +
    '<path class="o d" d="M144 128H176V134H144Z"/>' +
    '<path class="o k" d="M152 128L162 146H168L160 128Z"/>' +
    '<circle class="o f" cx="152" cy="136" r="9"/>',
  head: { x: 104, y: 40, scale: 0.8, tilt: 0 },
  headgear: 'small',
  eye: { x: 116, y: 92, r: 6 },
  chest: { x: 102, y: 138 },
  mass: { x: 112, y: 108, rx: 86, ry: 84 },
};

const hoplite: Body = {
  id: 'warrior-hoplite',
  box: { left: 60, right: 168, top: 2 },
  cardClass: 'Warrior',
  under:
    boots(66, 96, 158) +
    tube('M150 190L150 14', 5, 'k') +
    '<path class="o x" d="M150 2L160 24 150 34 140 24Z"/>',
  skin: ['<path d="M60 168L64 122C76 110 116 110 128 122L134 168Z"/>'],
  over:
    '<path class="o v" d="M62 78C62 48 80 36 100 36C122 36 138 48 138 78V108H120V92H84V112H62Z"/>' +
    '<path class="o d" d="M110 72H138V82H118V108H110Z"/>' +
    '<path class="l" d="M70 76C70 56 80 46 94 42C84 52 80 62 80 78Z"/>' +
    glowingEye(126, 77, 4) +
    tube('M60 50C64 20 90 8 112 12C134 16 140 34 138 46', 12, 'a') +
    '<path class="t" d="M80 18l4 10M96 12l2 10M114 14l-2 10M128 22l-5 8"/>' +
    '<circle class="o a" cx="126" cy="140" r="42"/>' +
    '<circle class="o b" cx="126" cy="140" r="30"/>' +
    '<circle class="o a" cx="126" cy="140" r="12"/>' +
    '<circle class="o f" cx="150" cy="100" r="8"/>',
  head: { x: 100, y: 38, scale: 0.9, tilt: 0 },
  headgear: 'small',
  eye: { x: 126, y: 77, r: 4 },
  chest: { x: 126, y: 140 },
  mass: { x: 110, y: 110, rx: 80, ry: 84 },
};

const dwarf: Body = {
  id: 'warrior-dwarf',
  box: { left: 38, right: 168, top: 26 },
  cardClass: 'Warrior',
  under:
    '<path class="o s" d="M62 168V186H86V168ZM100 168V186H124V168Z"/>' +
    '<path class="o k" d="M58 180H90V190H58ZM98 180H130V190H98Z"/>' +
    tube('M168 190L138 108', 7, 'k'),
  skin: ['<path d="M50 174L54 130C66 116 120 116 132 130L138 174Z"/>'],
  over:
    '<path class="o k" d="M52 158H136V168H52Z"/>' +
    '<circle class="o f" cx="94" cy="98" r="30"/>' +
    face(86, 98) +
    '<path class="o h" d="M62 108C60 146 78 172 96 172C116 172 132 148 128 108C120 116 108 118 96 116C84 118 72 116 62 108Z"/>' +
    '<path class="t" d="M84 130c2 12 2 22 0 32M98 128v36M112 128c2 10 0 22-4 30"/>' +
    '<path class="o v" d="M62 82C62 60 76 50 94 50C112 50 126 60 126 82Z"/>' +
    '<path class="o x" d="M60 78H128V88H60Z"/>' +
    '<path class="o l" d="M62 66C48 60 36 44 38 26C48 38 56 46 68 52ZM126 66C140 60 152 44 150 26C140 38 132 46 120 52Z"/>' +
    '<path class="o x" d="M118 104L150 92 160 118 128 130Z"/>' +
    '<path class="o y" d="M150 92L160 118 168 114 158 88Z"/>' +
    '<circle class="o f" cx="146" cy="138" r="9"/>',
  head: { x: 94, y: 50, scale: 0.85, tilt: 0 },
  headgear: 'small',
  eye: { x: 106, y: 98, r: 6 },
  chest: { x: 96, y: 150 },
  mass: { x: 100, y: 120, rx: 80, ry: 76 },
};

const ranger: Body = {
  id: 'warrior-ranger',
  cardClass: 'Warrior',
  box: { left: 52, right: 188, top: 38 },
  under:
    '<path class="o v" d="M70 96C54 120 50 150 56 176H76C72 150 74 124 82 106Z"/>' +
    '<path class="o k" d="M58 78L80 72 92 128 72 134Z"/>' +
    '<path class="o a" d="M58 78L52 60 62 70ZM66 76L64 56 72 70ZM74 74L76 54 80 70Z"/>' +
    boots(74, 102, 158),
  skin: ['<path d="M66 166L70 120C82 108 122 108 134 120L140 166Z"/>'],
  over:
    '<path class="o k" d="M68 150H138V160H68Z"/><path class="o a" d="M96 148H110V162H96Z"/>' +
    '<circle class="o f" cx="104" cy="88" r="29"/>' +
    face(98, 92) +
    '<path class="o v" d="M70 100C62 66 80 40 106 38C128 38 144 54 142 80L150 96C136 86 132 76 126 70C114 62 92 64 82 78C76 86 72 94 70 100Z"/>' +
    '<path class="l" d="M80 70C84 54 94 46 106 44C96 52 90 60 88 70Z"/>' +
    tube('M146 52C182 78 182 162 146 188', 6, 'k') +
    '<path class="T Ti" stroke-width="1.5" d="M146 52V188"/>' +
    '<path class="T Ti" stroke-width="3" d="M120 124H176"/>' +
    '<path class="o x" d="M176 118L188 124 176 130Z"/>' +
    '<path class="o a" d="M120 124L112 116 116 124 112 132Z"/>' +
    '<circle class="o f" cx="146" cy="124" r="8"/>',
  head: { x: 106, y: 38, scale: 0.8, tilt: 0 },
  headgear: 'small',
  eye: { x: 118, y: 92, r: 6 },
  chest: { x: 104, y: 136 },
  mass: { x: 110, y: 112, rx: 84, ry: 82 },
};

export const WARRIOR_BODIES: readonly Body[] = [knight, barbarian, ronin, hoplite, dwarf, ranger];
