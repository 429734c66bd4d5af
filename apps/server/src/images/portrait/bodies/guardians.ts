/** Guardians: wide, heavy and walled in; a shell, a shield, bark or plates is the big feature. */
import type { Body } from '../body';
import { glowingEye, leg, lookingEye, tube } from '../paint';

const tortoise: Body = {
  id: 'guardian-tortoise',
  box: { left: 14, right: 197, top: 30 },
  cardClass: 'Guardian',
  under:
    leg(40, 160, 26, 's') +
    leg(112, 160, 26, 's') +
    '<path class="o m" d="M30 156L14 164 30 168Z"/>',
  skin: ['<path d="M22 160C22 110 56 78 98 78C140 78 172 110 172 160Z"/>'],
  over:
    '<path class="t" d="M60 92L74 122 58 158M136 92L122 122 138 158M74 122H122M98 80V122"/>' +
    '<path class="o s" d="M16 158H178V170H16Z"/>' +
    '<path class="o v" d="M76 80V52H84V58H92V52H104V58H112V52H120V80Z"/>' +
    '<path class="o d" d="M94 66H102V80H94Z"/>' +
    '<path class="o a" d="M98 52V30L116 37 98 44"/>' +
    leg(58, 164, 26, 'm') +
    leg(130, 164, 26, 'm') +
    '<path class="o m" d="M150 140C150 116 164 102 180 104C196 106 200 122 196 136C192 148 180 152 168 152Z"/>' +
    '<path class="t" d="M188 140c-4 3-9 3-12 0"/>' +
    lookingEye(182, 122, 7),
  head: { x: 98, y: 30, scale: 0.6, tilt: 0 },
  headgear: 'small',
  eye: { x: 182, y: 122, r: 7 },
  chest: { x: 98, y: 104 },
  mass: { x: 100, y: 124, rx: 94, ry: 70 },
};

const bulwark: Body = {
  id: 'guardian-bulwark',
  box: { left: 36, right: 184, top: 16 },
  cardClass: 'Guardian',
  under:
    '<path class="o s" d="M42 160V186H64V160ZM70 160V186H92V160Z"/>' +
    '<path class="o k" d="M38 180H66V190H38ZM68 180H96V190H68Z"/>' +
    '<path class="o m" d="M36 150L40 112C50 102 80 102 90 112L94 150Z"/>' +
    '<circle class="o v" cx="70" cy="74" r="32"/>' +
    '<path class="l" d="M46 70C46 56 54 48 64 46C56 54 54 62 54 72Z"/>' +
    '<path class="o d" d="M72 66H102V78H72Z"/>' +
    glowingEye(94, 72, 4) +
    tube('M70 42C70 24 84 14 100 16', 9, 'g'),
  skin: ['<path d="M84 88H184V150C184 172 158 184 134 192C110 184 84 172 84 150Z"/>'],
  over:
    '<path class="T Ti" stroke-width="4" d="M94 98H174V150C174 166 154 178 134 184C114 178 94 166 94 150Z"/>' +
    '<path class="o a" d="M124 106H144V126H166V144H144V176L134 180 124 176V144H102V126H124Z"/>' +
    '<path class="l" d="M88 92H100V150C100 162 106 172 114 178C98 172 88 162 88 150Z"/>' +
    '<circle class="o x" cx="92" cy="94" r="4"/><circle class="o x" cx="176" cy="94" r="4"/>' +
    '<circle class="o x" cx="92" cy="150" r="4"/><circle class="o x" cx="176" cy="150" r="4"/>',
  head: { x: 70, y: 42, scale: 0.85, tilt: 0 },
  headgear: 'small',
  eye: { x: 94, y: 72, r: 4 },
  chest: { x: 134, y: 135 },
  mass: { x: 110, y: 112, rx: 84, ry: 84 },
};

const sentinel: Body = {
  id: 'guardian-sentinel',
  box: { left: 24, right: 180, top: 26 },
  cardClass: 'Guardian',
  under:
    '<path class="o s" d="M56 150V190H88V150ZM112 150V190H144V150Z"/>' +
    '<path class="o s" d="M26 88H56V146L40 156 24 146Z"/>',
  skin: ['<path d="M44 84C44 74 52 68 62 68H146C156 68 164 74 164 84L156 156H52Z"/>'],
  over:
    '<path class="l" d="M56 74H100L94 86H52Z"/>' +
    '<path class="t" d="M64 104H144M72 128H136M104 86V156"/>' +
    '<path class="o v" d="M82 70V36C82 30 86 26 92 26H128C134 26 138 30 138 36V70Z"/>' +
    '<path class="o d" d="M96 44H138V54H96Z"/>' +
    glowingEye(112, 49, 3.5) +
    glowingEye(128, 49, 3.5) +
    '<path class="o a" d="M148 70H180V146L164 158 148 146Z"/>' +
    '<path class="o b" d="M158 84H170V140L164 144 158 140Z"/>' +
    '<circle class="o g" cx="104" cy="108" r="9"/>',
  head: { x: 110, y: 26, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 128, y: 49, r: 3.5 },
  chest: { x: 104, y: 108 },
  mass: { x: 104, y: 108, rx: 88, ry: 86 },
};

const pangolin: Body = {
  id: 'guardian-pangolin',
  box: { left: 13, right: 199, top: 80 },
  cardClass: 'Guardian',
  under:
    '<path class="o m" d="M52 170C26 174 10 158 14 134C22 150 36 156 56 152Z"/>' +
    leg(60, 162, 22, 's') +
    leg(108, 162, 22, 's'),
  skin: [
    '<path d="M38 150C34 110 66 80 106 80C140 80 162 104 160 140C158 166 132 174 100 174C64 174 40 170 38 150Z"/>',
  ],
  over:
    '<path class="o l" d="M58 96C70 86 84 82 100 82C92 92 78 98 58 96ZM100 82C118 80 134 86 146 98C128 102 112 96 100 82Z"/>' +
    '<path class="t" d="M46 124C60 110 76 110 88 122C100 110 118 110 130 122C140 112 150 112 158 120M42 146C56 132 72 132 84 144C96 132 114 132 126 144C136 134 148 134 158 142M60 102C72 92 86 92 96 102C108 92 124 92 136 102"/>' +
    leg(76, 164, 22, 'm') +
    leg(124, 162, 22, 'm') +
    '<path class="o f" d="M150 124C160 112 176 108 190 116L198 126C196 134 186 138 176 138C166 138 156 134 150 124Z"/>' +
    '<circle class="d" cx="196" cy="124" r="2.5"/>' +
    lookingEye(172, 118, 6.5),
  head: { x: 110, y: 80, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 172, y: 118, r: 6.5 },
  chest: { x: 100, y: 130 },
  mass: { x: 104, y: 130, rx: 94, ry: 56 },
};

const treant: Body = {
  id: 'guardian-treant',
  box: { left: 24, right: 184, top: 14 },
  cardClass: 'Guardian',
  under:
    '<path class="o k" d="M56 190C66 176 70 168 72 156H92C92 170 90 180 84 190ZM108 190C112 178 112 168 110 156H130C132 168 138 178 148 190Z"/>' +
    tube('M70 112C52 110 40 96 36 76M36 76L24 70M36 76L34 62', 11, 'k'),
  skin: ['<path d="M70 170C68 140 66 110 72 86H136C142 110 140 140 138 170Z"/>'],
  over:
    '<path class="t" d="M82 100c4 20 2 40 4 60M122 96c-4 24 0 44-2 64M102 128c2 12 2 22 0 32"/>' +
    '<path class="o s" d="M34 82C22 62 32 36 58 34C64 14 96 8 112 22C130 8 164 16 166 42C186 48 190 76 172 88C160 100 52 102 34 82Z"/>' +
    '<path class="o v" d="M44 72C40 54 54 42 70 46C76 30 100 24 112 36C126 26 152 32 154 52C168 56 170 72 160 80C140 90 60 90 44 72Z"/>' +
    '<path class="l" d="M60 56C64 46 74 42 84 46C92 36 104 34 112 40C104 42 96 48 92 54C80 52 70 54 60 56Z"/>' +
    tube('M136 116C154 112 166 100 170 84M170 84L184 80M170 84L172 70', 11, 'k') +
    '<path class="o d" d="M92 112C96 104 110 104 112 112ZM118 112C122 104 134 104 136 112Z"/>' +
    glowingEye(104, 112, 4) +
    glowingEye(128, 112, 4) +
    '<path class="o d" d="M104 136C110 142 124 142 130 136C126 146 110 148 104 136Z"/>',
  head: { x: 104, y: 18, scale: 0.9, tilt: 0 },
  headgear: 'small',
  eye: { x: 128, y: 112, r: 4 },
  chest: { x: 104, y: 156 },
  mass: { x: 104, y: 100, rx: 90, ry: 92 },
};

export const GUARDIAN_BODIES: readonly Body[] = [tortoise, bulwark, sentinel, pangolin, treant];
