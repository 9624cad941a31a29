import { category, family, leaf, line, opt, subcategory } from './define';

const cordLengths = [
  opt('2 m', '2', [['Cable Length', '2 m']]),
  opt('5 m', '5', [['Cable Length', '5 m']], 1.35),
  opt('10 m', '10', [['Cable Length', '10 m']], 1.9),
];

const cordEnds = [
  opt('Straight', 'S', [['Connector', 'Straight female']]),
  opt('Angled', 'A', [['Connector', '90° angled female']], 1.05),
];

const terminalSizes = [
  opt('2.5 mm²', '2.5', [
    ['Cross Section', '0.2-4 mm²'],
    ['Rated Current', '24 A'],
  ]),
  opt(
    '4 mm²',
    '4',
    [
      ['Cross Section', '0.2-6 mm²'],
      ['Rated Current', '32 A'],
    ],
    1.3,
  ),
  opt(
    '6 mm²',
    '6',
    [
      ['Cross Section', '0.5-10 mm²'],
      ['Rated Current', '41 A'],
    ],
    1.7,
  ),
];

export const cables = category({
  name: 'Cables & Connectors',
  description: 'Sensor cordsets, terminal blocks and industrial connectors.',
  hsn: '85444999',
  shape: 'cable',
  subcategories: [
    subcategory(
      'Sensor Cables',
      [
        leaf(
          'M8 Cordsets',
          family({
            noun: 'M8 Sensor Cordset',
            price: [280, 1400],
            shape: 'cable',
            weight: 0.8,
            attributes: [
              [opt('3-pin', '3', [['Pins', '3']]), opt('4-pin', '4', [['Pins', '4']], 1.1)],
              cordEnds,
              cordLengths,
            ],
            specs: [
              ['Jacket', 'PUR, halogen-free'],
              ['Protection Class', 'IP67'],
              ['Rated Voltage', '60 V'],
            ],
            features: [
              'Moulded connector for reliable sealing',
              'Drag-chain rated PUR cable',
              'Colour-coded cores',
            ],
            solutions: ['packaging', 'material_handling'],
            lines: [
              line('ifm', 'EVC', 'EVC0#{a}', 1.1, 2),
              line('phoenix_contact', 'SAC', 'SAC-{a}P-{c},0-PUR/M 8F{b}', 1.1),
              line('sick', 'DOL', 'DOL-080{a}-G{c}M', 1.1),
              line('lapp', 'UNITRONIC SENSOR', 'M8-{a}{b}-{c}M-PUR', 0.9),
            ],
          }),
        ),
        leaf(
          'M12 Cordsets',
          family({
            noun: 'M12 Sensor Cordset',
            price: [320, 1900],
            shape: 'cable',
            weight: 1.2,
            attributes: [
              [
                opt('4-pin', '4', [['Pins', '4, A-coded']]),
                opt('5-pin', '5', [['Pins', '5, A-coded']], 1.1),
                opt('8-pin', '8', [['Pins', '8, A-coded']], 1.4),
              ],
              cordEnds,
              cordLengths,
            ],
            specs: [
              ['Jacket', 'PUR, halogen-free'],
              ['Protection Class', 'IP67/IP68'],
              ['Rated Voltage', '250 V (4-pin)'],
            ],
            features: [
              'Knurled nut with vibration-proof locking',
              'Oil- and coolant-resistant',
              'LED versions show supply and switching state',
            ],
            solutions: ['packaging', 'material_handling', 'process_control'],
            lines: [
              line('ifm', 'EVC', 'EVC0#{a}', 1.1, 2),
              line('phoenix_contact', 'SAC', 'SAC-{a}P-{c},0-PUR/M12F{b}', 1.1),
              line('pepperl_fuchs', 'V1', 'V1-{b}-N-{c}M-PUR', 1.1),
              line('balluff', 'BCC', 'BCC M41{a}-0000-1A-00#-PX0{a}34-0{c}0', 1.1),
              line('lapp', 'UNITRONIC SENSOR', 'M12-{a}{b}-{c}M-PUR', 0.9),
            ],
          }),
        ),
      ],
      '85444299',
    ),
    subcategory(
      'Terminal Blocks',
      [
        leaf(
          'Screw Terminal Blocks',
          family({
            noun: 'Screw Terminal Block',
            price: [28, 190],
            shape: 'terminal',
            weight: 1.2,
            attributes: [
              terminalSizes,
              [
                opt('Grey', 'GY', [['Colour', 'Grey']]),
                opt('Blue', 'BU', [['Colour', 'Blue (neutral)']]),
                opt('Earth', 'PE', [['Colour', 'Green-yellow (earth)']], 2.4),
              ],
            ],
            specs: [
              ['Rated Voltage', '800 V'],
              ['Mounting', 'NS 35 DIN rail'],
              ['Pack', '50 pieces'],
            ],
            features: [
              'Vibration-proof screw clamp',
              'Plug-in bridges for potential distribution',
              'Marker groove on both sides',
            ],
            solutions: ['building_automation', 'process_control'],
            lines: [
              line('phoenix_contact', 'UT', 'UT {a} {b}', 1.3, 2),
              line('weidmuller', 'W-Series', 'WDU {a} {b}', 1.3, 2),
              line('abb', 'SNK', 'ZS{a}-{b}', 1.1),
              line('lt', 'CSC', 'CTB-{a}-{b}', 0.5, 2),
            ],
          }),
        ),
        leaf(
          'Push-in Terminal Blocks',
          family({
            noun: 'Push-in Terminal Block',
            price: [38, 260],
            shape: 'terminal',
            attributes: [
              terminalSizes,
              [
                opt('Feed-through', 'FT', [['Type', 'Feed-through']]),
                opt('Double Level', 'DL', [['Type', 'Double level']], 1.8),
                opt('Fuse', 'FU', [['Type', 'Fuse terminal, 5 x 20 mm']], 2.6),
              ],
            ],
            specs: [
              ['Rated Voltage', '800 V'],
              ['Mounting', 'NS 35 DIN rail'],
              ['Pack', '50 pieces'],
            ],
            features: [
              'Tool-free wiring of solid and ferruled conductors',
              'Up to 50 % faster wiring than screw terminals',
              'Test socket in every terminal',
            ],
            solutions: ['building_automation', 'process_control'],
            lines: [
              line('phoenix_contact', 'PT', 'PT {a}-{b}', 1.3, 2),
              line('weidmuller', 'A-Series', 'A2C {a} {b}', 1.3, 2),
              line('siemens', 'SENTRON 8WH', '8WH6000-0A{b}#', 1.2),
            ],
          }),
        ),
      ],
      '85369010',
    ),
    subcategory(
      'Industrial Connectors',
      [
        leaf(
          'Heavy Duty Connectors',
          family({
            noun: 'Heavy Duty Connector Set',
            price: [1800, 9800],
            shape: 'connector',
            weight: 0.8,
            attributes: [
              [
                opt('6 Pole', '06', [['Poles', '6 + PE, 16 A']]),
                opt('10 Pole', '10', [['Poles', '10 + PE, 16 A']], 1.3),
                opt('24 Pole', '24', [['Poles', '24 + PE, 16 A']], 2),
              ],
              [
                opt('Top Entry', 'T', [['Hood', 'Top entry, M25']]),
                opt('Side Entry', 'S', [['Hood', 'Side entry, M25']], 1.05),
              ],
            ],
            specs: [
              ['Rated Voltage', '500 V'],
              ['Protection Class', 'IP65'],
              ['Contents', 'Hood, housing, male and female inserts'],
            ],
            features: [
              'Disconnect machine modules for transport in seconds',
              'Single-lever locking',
              'Crimp or screw contacts',
            ],
            solutions: ['material_handling', 'packaging'],
            lines: [
              line('weidmuller', 'RockStar HDC', 'HDC HE {a} {b}', 1.2, 2),
              line('phoenix_contact', 'HEAVYCON', 'HC-B {a}-{b}', 1.2),
              line('lapp', 'EPIC H-B', 'EPIC H-B {a} {b}', 1),
            ],
          }),
        ),
        leaf(
          'Circular Connectors',
          family({
            noun: 'Field-attachable Circular Connector',
            price: [380, 2400],
            shape: 'connector',
            weight: 0.6,
            attributes: [
              [
                opt('M12 4-pin', '124', [['Type', 'M12, 4-pin, A-coded']]),
                opt('M12 8-pin', '128', [['Type', 'M12, 8-pin, A-coded']], 1.3),
                opt('7/8" 5-pin', '785', [['Type', '7/8", 5-pin']], 1.6),
              ],
              [opt('Male', 'M', [['Gender', 'Male']]), opt('Female', 'F', [['Gender', 'Female']])],
            ],
            specs: [
              ['Termination', 'Screw, field-wireable'],
              ['Protection Class', 'IP67'],
            ],
            features: [
              'Assemble on site, no special tools',
              'Fits 4-8 mm cable diameter',
              'Metal coupling nut',
            ],
            solutions: ['material_handling', 'process_control'],
            lines: [
              line('phoenix_contact', 'SACC', 'SACC-{a}{b}-SCO', 1.2),
              line('lapp', 'EPIC SENSOR', 'EPIC SENSOR {a}{b}', 1),
              line('weidmuller', 'SAI', 'SAIS-{a}{b}', 1.1),
            ],
          }),
        ),
      ],
      '85366990',
    ),
  ],
});
