/** Mechanicals: constructs of plates, rivets and lenses; their eyes are lamps. */
import type { Body } from '../body';
import { glowingEye, tube } from '../paint';

const rivets = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `<circle class="y" cx="${x}" cy="${y}" r="2.6"/>`).join('');

const robot: Body = {
  id: 'mech-robot',
  box: { left: 43, right: 182, top: 6 },
  cardClass: 'Mechanical',
  under:
    '<path class="o y" d="M70 150H88V180H70ZM112 150H130V180H112Z"/>' +
    '<path class="o s" d="M62 176H94V190H62ZM106 176H138V190H106Z"/>' +
    tube('M62 116C46 124 40 140 44 156', 9, 'x'),
  skin: [
    '<path d="M54 112C54 104 60 100 68 100H132C140 100 146 104 146 112V150C146 156 140 160 134 160H66C60 160 54 156 54 150Z"/>',
  ],
  over:
    '<path class="o d" d="M74 112H126V140H74Z"/>' +
    '<path class="T Tg" stroke-width="3" d="M78 126h10l4-8 6 16 5-8h18"/>' +
    rivets([
      [62, 108],
      [138, 108],
      [62, 152],
      [138, 152],
    ]) +
    '<path class="o y" d="M92 90H108V102H92Z"/>' +
    '<path class="o v" d="M62 44C62 36 68 30 76 30H136C144 30 150 36 150 44V80C150 88 144 94 136 94H76C68 94 62 88 62 80Z"/>' +
    '<path class="l" d="M70 40C70 36 74 34 78 34H120C104 38 86 40 72 48Z"/>' +
    '<path class="o d" d="M96 48H146V74H96Z"/>' +
    glowingEye(112, 61, 7) +
    glowingEye(134, 61, 7) +
    '<path class="o y" d="M102 30V14H110V30Z"/><circle class="o g" cx="106" cy="12" r="6"/>' +
    '<path class="o x" d="M54 52H62V72H54Z"/>' +
    tube('M140 116C156 118 164 128 166 140', 9, 'x') +
    '<path class="o x" d="M156 136L176 138 182 158 170 150 166 162 154 150Z"/>',
  head: { x: 106, y: 30, scale: 0.9, tilt: 0 },
  headgear: 'any',
  eye: { x: 134, y: 61, r: 7 },
  chest: { x: 100, y: 126 },
  mass: { x: 108, y: 108, rx: 80, ry: 84 },
};

const spider: Body = {
  id: 'mech-spider',
  box: { left: 26, right: 178, top: 76 },
  cardClass: 'Mechanical',
  under: tube(
    'M76 130L44 104 26 160M72 140L50 130 40 180M128 130L158 100 178 160M132 140L158 132 170 182',
    7,
    'y',
  ),
  skin: [
    '<path d="M44 132C44 96 70 76 104 76C138 76 164 96 164 132C164 150 150 158 104 158C58 158 44 150 44 132Z"/>',
  ],
  over:
    '<path class="l" d="M60 106C68 90 84 82 102 80C86 88 74 98 68 112Z"/>' +
    '<path class="t" d="M50 132H158M104 78V132M72 90l8 40M136 90l-8 40"/>' +
    rivets([
      [58, 140],
      [80, 146],
      [128, 146],
      [150, 140],
    ]) +
    tube('M84 150L72 172 80 190M124 150L138 172 130 190', 7, 'x') +
    '<circle class="o y" cx="146" cy="116" r="20"/>' +
    glowingEye(146, 116, 13) +
    '<circle class="o d" cx="118" cy="104" r="6"/><circle class="g" cx="118" cy="104" r="3"/>',
  head: { x: 104, y: 78, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 146, y: 116, r: 13 },
  chest: { x: 94, y: 116 },
  mass: { x: 104, y: 130, rx: 90, ry: 60 },
};

const tank: Body = {
  id: 'mech-tank',
  box: { left: 24, right: 200, top: 50 },
  cardClass: 'Mechanical',
  under: '<path class="o y" d="M84 84H98V60H106V84Z"/><circle class="o g" cx="102" cy="56" r="6"/>',
  skin: ['<path d="M60 128C60 100 78 84 104 84C130 84 148 100 148 128Z"/>'],
  over:
    '<path class="l" d="M72 118C72 104 82 94 96 90C86 100 82 108 82 120Z"/>' +
    '<path class="o d" d="M100 100H140V114H100Z"/>' +
    glowingEye(116, 107, 5) +
    glowingEye(132, 107, 5) +
    tube('M140 116L190 100', 11, 'x') +
    '<path class="o y" d="M184 92L196 88 200 108 188 112Z"/>' +
    '<path class="o v" d="M40 128H166L178 140 166 152H40L28 140Z"/>' +
    '<path class="o s" d="M24 152C24 146 30 142 36 142H172C178 142 184 146 184 152V176C184 184 178 190 170 190H38C30 190 24 184 24 176Z"/>' +
    '<circle class="o y" cx="44" cy="166" r="12"/><circle class="o y" cx="78" cy="170" r="10"/><circle class="o y" cx="108" cy="170" r="10"/><circle class="o y" cx="138" cy="170" r="10"/><circle class="o y" cx="166" cy="166" r="12"/>' +
    rivets([
      [50, 140],
      [72, 140],
      [94, 140],
      [116, 140],
      [138, 140],
    ]),
  head: { x: 104, y: 84, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 132, y: 107, r: 5 },
  chest: { x: 74, y: 112 },
  mass: { x: 104, y: 140, rx: 92, ry: 54 },
};

const boiler: Body = {
  id: 'mech-boiler',
  box: { left: 48, right: 182, top: 3 },
  cardClass: 'Mechanical',
  under:
    '<path class="o y" d="M70 156L64 190H84L86 156ZM112 156L114 190H134L130 156Z"/>' +
    '<path class="o s" d="M58 180H90V190H58ZM108 180H140V190H108Z"/>' +
    '<path class="o y" d="M60 46H80V76H60Z"/>' +
    '<path class="o s" d="M56 40H84V48H56Z"/>' +
    '<circle class="l" cx="60" cy="26" r="9" opacity=".8"/><circle class="l" cx="74" cy="14" r="7" opacity=".6"/><circle class="l" cx="56" cy="8" r="5" opacity=".4"/>',
  skin: [
    '<path d="M48 80C48 70 56 64 66 64H134C144 64 152 70 152 80V152C152 162 144 168 134 168H66C56 168 48 162 48 152Z"/>',
  ],
  over:
    '<path class="l" d="M56 78C56 72 60 70 66 70H80V162H66C60 162 56 158 56 152Z"/>' +
    '<path class="t" d="M48 96H152M48 140H152"/>' +
    rivets([
      [56, 90],
      [72, 90],
      [128, 90],
      [144, 90],
      [56, 148],
      [72, 148],
      [128, 148],
      [144, 148],
    ]) +
    '<circle class="o a" cx="114" cy="118" r="24"/>' +
    '<circle class="o d" cx="114" cy="118" r="16"/>' +
    glowingEye(108, 116, 5) +
    glowingEye(124, 116, 5) +
    tube('M150 108C168 110 174 124 172 138', 8, 'x') +
    '<path class="o y" d="M164 136H182V148H164Z"/>' +
    '<path class="o v" d="M100 64C100 56 106 52 114 52C122 52 128 56 128 64Z"/>',
  head: { x: 114, y: 52, scale: 0.75, tilt: 0 },
  headgear: 'any',
  eye: { x: 124, y: 116, r: 5 },
  chest: { x: 114, y: 150 },
  mass: { x: 104, y: 110, rx: 82, ry: 84 },
};

const walker: Body = {
  id: 'mech-walker',
  box: { left: 20, right: 170, top: 29 },
  cardClass: 'Mechanical',
  under: tube('M84 118L64 146 86 186', 10, 'y') + '<path class="o s" d="M70 182H104V190H70Z"/>',
  skin: [
    '<path d="M56 90C56 70 74 56 104 56C142 56 168 70 170 92C172 112 150 124 104 124C72 124 56 112 56 90Z"/>',
  ],
  over:
    '<path class="l" d="M66 86C68 72 82 64 100 62C86 70 78 78 76 90Z"/>' +
    '<path class="o d" d="M118 72C140 72 160 80 162 92C150 98 132 98 118 96Z"/>' +
    glowingEye(146, 86, 6) +
    '<path class="t" d="M60 104H166"/>' +
    tube('M116 118L136 150 114 186', 10, 'x') +
    '<path class="o s" d="M100 182H134V190H100Z"/>' +
    '<circle class="o y" cx="116" cy="118" r="9"/><circle class="o y" cx="136" cy="150" r="7"/>' +
    tube('M66 112L36 118', 8, 'x') +
    '<path class="o y" d="M20 110H40V126H20Z"/>' +
    '<path class="o y" d="M96 56V38H104V56Z"/><circle class="o g" cx="100" cy="34" r="5"/>',
  head: { x: 116, y: 56, scale: 0.85, tilt: 0 },
  headgear: 'any',
  eye: { x: 146, y: 86, r: 6 },
  chest: { x: 92, y: 90 },
  mass: { x: 104, y: 118, rx: 86, ry: 76 },
};

const drone: Body = {
  id: 'mech-drone',
  cardClass: 'Mechanical',
  box: { left: 10, right: 198, top: 31 },
  under:
    '<ellipse class="d" cx="104" cy="190" rx="40" ry="6" opacity=".35"/>' +
    tube('M70 84L40 58M138 84L168 58', 7, 'y') +
    '<ellipse class="o x" cx="40" cy="52" rx="30" ry="7"/><ellipse class="o x" cx="168" cy="52" rx="30" ry="7"/>' +
    '<path class="o y" d="M36 52h8v10h-8ZM164 52h8v10h-8Z"/>' +
    tube('M104 146V166', 7, 'x') +
    tube('M104 166C92 168 88 178 92 186M104 166C116 168 120 178 116 186', 5, 'x'),
  skin: ['<circle cx="104" cy="102" r="46"/>'],
  over:
    '<path class="l" d="M72 88C76 72 88 62 102 60C92 68 84 78 82 92Z"/>' +
    '<path class="o v" d="M58 100C78 114 130 114 150 100V110C130 124 78 124 58 110Z"/>' +
    '<circle class="o y" cx="128" cy="94" r="17"/>' +
    glowingEye(128, 94, 11) +
    '<path class="o y" d="M100 56V40H108V56Z"/><circle class="o g" cx="104" cy="36" r="5"/>' +
    rivets([
      [66, 106],
      [86, 114],
      [112, 116],
      [140, 110],
    ]),
  head: { x: 104, y: 56, scale: 0.8, tilt: 0 },
  headgear: 'any',
  eye: { x: 128, y: 94, r: 11 },
  chest: { x: 92, y: 132 },
  mass: { x: 104, y: 104, rx: 80, ry: 70 },
};

export const MECHANICAL_BODIES: readonly Body[] = [robot, spider, tank, boiler, walker, drone];
