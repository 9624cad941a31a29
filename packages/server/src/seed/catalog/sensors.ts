import { category, family, leaf, line, opt, subcategory } from './define';

const DC_SENSOR = [
  ['Supply Voltage', '10-30 V DC'],
  ['Protection Class', 'IP67'],
  ['Operating Temperature', '-25 to +70 °C'],
] as const;

const barrelSizes = (ranges: readonly [string, string, string, string]) => [
  opt(`M8, ${ranges[0]}`, '08', [
    ['Housing Size', 'M8 x 1'],
    ['Sensing Distance', ranges[0]],
  ]),
  opt(
    `M12, ${ranges[1]}`,
    '12',
    [
      ['Housing Size', 'M12 x 1'],
      ['Sensing Distance', ranges[1]],
    ],
    1.1,
  ),
  opt(
    `M18, ${ranges[2]}`,
    '18',
    [
      ['Housing Size', 'M18 x 1'],
      ['Sensing Distance', ranges[2]],
    ],
    1.25,
  ),
  opt(
    `M30, ${ranges[3]}`,
    '30',
    [
      ['Housing Size', 'M30 x 1.5'],
      ['Sensing Distance', ranges[3]],
    ],
    1.5,
  ),
];

const dcOutputs = [
  opt('PNP NO', 'P', [['Output', 'PNP, normally open']]),
  opt('NPN NO', 'N', [['Output', 'NPN, normally open']]),
  opt('PNP NC', 'C', [['Output', 'PNP, normally closed']]),
];

const connections = [
  opt('2 m Cable', 'K', [['Connection', '2 m PVC cable, 3-wire']]),
  opt('M12 Connector', 'M', [['Connection', 'M12 4-pin connector']], 1.12),
];

export const sensors = category({
  name: 'Sensors',
  description:
    'Proximity, photoelectric, process and position sensors from the brands Indian OEMs trust.',
  hsn: '90318000',
  shape: 'prox',
  subcategories: [
    subcategory(
      'Proximity Sensors',
      [
        leaf(
          'Inductive Sensors',
          family({
            noun: 'Inductive Proximity Sensor',
            price: [650, 4800],
            shape: 'prox',
            weight: 3,
            attributes: [barrelSizes(['2 mm', '4 mm', '8 mm', '15 mm']), dcOutputs, connections],
            specs: [
              ...DC_SENSOR,
              ['Housing Material', 'Nickel-plated brass'],
              ['Switching Frequency', 'up to 800 Hz'],
            ],
            features: [
              'Detects all metals without contact, so there is no wear on the target or the sensor',
              'Short-circuit, reverse-polarity and overload protection built in',
              'Bright LED for output status, visible from all sides',
            ],
            solutions: ['packaging', 'material_handling', 'motion_control'],
            lines: [
              line('omron', 'E2E', 'E2E-X{a}{b}{c}1', 1, 2),
              line('sick', 'IME', 'IME{a}-0#B{b}S{c}W2S', 1.15),
              line('pepperl_fuchs', 'NBB', 'NBB#-{a}GM50-E{b}', 1.2),
              line('autonics', 'PR', 'PR{a}-#D{b}{c}', 0.6, 2),
              line('ifm', 'IG', 'IG5#{a}{b}', 1.2),
              line('balluff', 'BES', 'BES M{a}MI-PSC#0B-S04G', 1.1),
              line('schneider', 'OsiSense XS', 'XS6{a}B1{b}A{c}', 1),
              line('panasonic', 'GX', 'GX-{a}M{b}{c}', 0.9),
            ],
          }),
        ),
        leaf(
          'Capacitive Sensors',
          family({
            noun: 'Capacitive Proximity Sensor',
            price: [1400, 6500],
            shape: 'prox',
            weight: 1.5,
            attributes: [
              barrelSizes(['1-4 mm', '2-8 mm', '3-12 mm', '5-25 mm']).slice(1),
              dcOutputs.slice(0, 2),
              connections,
            ],
            specs: [
              ...DC_SENSOR,
              ['Housing Material', 'PBT plastic'],
              ['Sensitivity Adjustment', 'Potentiometer, 20-turn'],
            ],
            features: [
              'Detects liquids, granules and powders through non-metallic tank walls',
              'Adjustable sensitivity to ignore foam and build-up',
              'Ideal for level detection in hoppers, silos and bottles',
            ],
            solutions: ['process_control', 'packaging', 'water_treatment'],
            lines: [
              line('omron', 'E2K-X', 'E2K-X{a}M{b}{c}', 1.1),
              line('autonics', 'CR', 'CR{a}-#D{b}', 0.6, 2),
              line('sick', 'CM', 'CM{a}-#{b}BPP-K{c}1', 1.2),
              line('ifm', 'KG', 'KG5#{a}{b}', 1.25),
              line('pepperl_fuchs', 'CJ', 'CJ#-{a}GM-E2-{b}', 1.2),
            ],
          }),
        ),
        leaf(
          'Magnetic Cylinder Sensors',
          family({
            noun: 'Magnetic Cylinder Sensor',
            price: [550, 2600],
            shape: 'prox',
            attributes: [
              [
                opt('T-slot', 'T', [['Mounting', 'T-slot, drop-in']]),
                opt('C-slot', 'C', [['Mounting', 'C-slot']], 0.95),
              ],
              [
                opt('Reed', 'R', [['Sensing Principle', 'Reed contact, 2-wire']], 0.8),
                opt('PNP', 'P', [['Sensing Principle', 'Magneto-resistive, PNP']]),
              ],
              connections,
            ],
            specs: [
              ['Supply Voltage', '10-30 V DC'],
              ['Protection Class', 'IP67'],
              ['Cable Length', '2 m or 0.3 m pigtail'],
            ],
            features: [
              'Drops into the cylinder slot from above, no need to remove the end cap',
              'Position detected through the aluminium barrel via the piston magnet',
              'Fixes with a single screw for quick adjustment',
            ],
            solutions: ['packaging', 'material_handling'],
            lines: [
              line('festo', 'SME/SMT-8M', 'SMT-8M-A-{b}S-24V-E-{c}', 1.2),
              line('smc', 'D-M9', 'D-M9{b}{a}V', 1),
              line('janatics', 'JRS', 'JRS-{a}{b}-#', 0.55),
              line('balluff', 'BMF', 'BMF 305K-{b}S-C-2A-SA2', 1.1),
            ],
          }),
        ),
      ],
      '85365090',
    ),
    subcategory('Photoelectric Sensors', [
      leaf(
        'Diffuse Reflective Sensors',
        family({
          noun: 'Diffuse Reflective Photoelectric Sensor',
          price: [900, 7500],
          shape: 'photo',
          weight: 2,
          attributes: [
            [
              opt('100 mm', '1', [['Sensing Distance', '100 mm']]),
              opt('300 mm', '3', [['Sensing Distance', '300 mm']], 1.1),
              opt('1 m', 'M', [['Sensing Distance', '1 m']], 1.3),
            ],
            dcOutputs.slice(0, 2),
            [
              opt('Red LED', 'R', [['Light Source', 'Red LED, 650 nm']]),
              opt('Infrared', 'I', [['Light Source', 'Infrared LED, 860 nm']]),
              opt('Red Laser', 'L', [['Light Source', 'Class 1 red laser']], 1.8),
            ],
          ],
          specs: [
            ...DC_SENSOR,
            ['Response Time', '0.5 ms'],
            ['Operating Mode', 'Light-ON / Dark-ON selectable'],
          ],
          features: [
            'Background suppression ignores reflective machine parts behind the target',
            'Teach-in button for one-touch sensitivity setting',
            'Compact housing fits where a cylindrical sensor cannot',
          ],
          solutions: ['packaging', 'material_handling'],
          lines: [
            line('omron', 'E3Z', 'E3Z-D{a}{b}', 1, 2),
            line('sick', 'W12', 'WTB12-{a}P{b}#{c}1', 1.3),
            line('keyence', 'PZ-G', 'PZ-G{a}{b}', 1.5),
            line('panasonic', 'CX-400', 'CX-4{a}{b}-{c}', 0.9),
            line('autonics', 'BJ', 'BJ{a}00-DDT-{b}', 0.55, 2),
            line('pepperl_fuchs', 'ML100', 'ML100-#-H-{a}50-RT/{b}', 1.1),
          ],
        }),
      ),
      leaf(
        'Retro-reflective Sensors',
        family({
          noun: 'Retro-reflective Photoelectric Sensor',
          price: [1100, 8200],
          shape: 'photo',
          weight: 1.5,
          attributes: [
            [
              opt('4 m', '4', [['Sensing Distance', '4 m with reflector']]),
              opt('7 m', '7', [['Sensing Distance', '7 m with reflector']], 1.15),
            ],
            dcOutputs.slice(0, 2),
            [
              opt('Polarised', 'P', [['Filter', 'Polarisation filter (MSR)']], 1.1),
              opt('', 'S', [['Filter', 'Standard']]),
            ],
          ],
          specs: [...DC_SENSOR, ['Light Source', 'Red LED, 660 nm'], ['Response Time', '1 ms']],
          features: [
            'Polarisation filter detects shiny and wrapped products reliably',
            'Reflector included in the box',
            'Alignment aid: the spot is clearly visible on the reflector',
          ],
          solutions: ['material_handling', 'packaging'],
          lines: [
            line('omron', 'E3Z-R', 'E3Z-R{a}{b}', 1),
            line('sick', 'WL12', 'WL12G-{a}{b}#{c}', 1.3),
            line('autonics', 'BEN', 'BEN{a}M-MD{b}', 0.5, 2),
            line('ifm', 'OG', 'OGP{a}0#', 1.2),
            line('panasonic', 'CX-49', 'CX-49{a}-{b}', 0.9),
          ],
        }),
      ),
      leaf(
        'Through-beam Sensors',
        family({
          noun: 'Through-beam Photoelectric Sensor',
          price: [1500, 9500],
          shape: 'photo',
          attributes: [
            [
              opt('15 m', '15', [['Sensing Distance', '15 m']]),
              opt('30 m', '30', [['Sensing Distance', '30 m']], 1.25),
            ],
            dcOutputs.slice(0, 2),
            connections,
          ],
          specs: [...DC_SENSOR, ['Light Source', 'Infrared LED'], ['Set', 'Emitter and receiver']],
          features: [
            'Longest range and highest excess gain of all photoelectric principles',
            'Works in dusty and humid environments where reflective sensors struggle',
            'Sold as a matched emitter/receiver pair',
          ],
          solutions: ['material_handling', 'machine_safety'],
          lines: [
            line('omron', 'E3Z-T', 'E3Z-T{a}{b}{c}', 1),
            line('sick', 'WSE12', 'WS/WE12-{a}P#{c}', 1.3),
            line('autonics', 'BX', 'BX{a}M-TDT-{b}', 0.5),
            line('pepperl_fuchs', 'OBE', 'OBE{a}M-R#-SE2-{c}', 1.2),
          ],
        }),
      ),
      leaf(
        'Fiber Optic Amplifiers',
        family({
          noun: 'Fiber Optic Amplifier',
          price: [2200, 14500],
          shape: 'photo',
          attributes: [
            [
              opt('Single Display', '1', [['Display', 'Single 4-digit']]),
              opt('Dual Display', '2', [['Display', 'Dual 4-digit']], 1.25),
            ],
            dcOutputs.slice(0, 2),
            [
              opt('', 'S', [['Channels', '1 output']]),
              opt('IO-Link', 'L', [['Communication', 'IO-Link']], 1.3),
            ],
          ],
          specs: [
            ['Supply Voltage', '12-24 V DC'],
            ['Response Time', '50 µs to 4 ms, selectable'],
            ['Mounting', 'DIN rail, side-by-side'],
          ],
          features: [
            'Detects tiny parts and works in tight spaces with a fibre head',
            'Auto power control compensates LED ageing',
            'Gang mounting with shared power saves wiring',
          ],
          solutions: ['packaging', 'motion_control'],
          lines: [
            line('keyence', 'FS-N', 'FS-N4{a}{b}', 1.5, 2),
            line('omron', 'E3X-HD', 'E3X-HD{a}{b}', 1.1, 2),
            line('panasonic', 'FX-500', 'FX-5{a}{b}-{c}', 0.9),
            line('autonics', 'BF5', 'BF5R-D{a}-{b}', 0.5),
          ],
        }),
      ),
    ]),
    subcategory('Process Sensors', [
      leaf(
        'Pressure Transmitters',
        family({
          noun: 'Pressure Transmitter',
          price: [5200, 38000],
          shape: 'gauge',
          hsn: '90262000',
          weight: 1.5,
          attributes: [
            [
              opt('0-10 bar', '10', [['Measuring Range', '0 to 10 bar']]),
              opt('0-25 bar', '25', [['Measuring Range', '0 to 25 bar']]),
              opt('0-100 bar', 'H', [['Measuring Range', '0 to 100 bar']], 1.2),
              opt('-1 to 9 bar', 'V', [['Measuring Range', '-1 to 9 bar (vacuum)']], 1.1),
            ],
            [
              opt('4-20 mA', 'A', [['Output', '4-20 mA, 2-wire']]),
              opt('0-10 V', 'U', [['Output', '0-10 V, 3-wire']]),
            ],
            [
              opt('G1/4', '4', [['Process Connection', 'G 1/4 male']]),
              opt('G1/2', '2', [['Process Connection', 'G 1/2 male']], 1.05),
            ],
          ],
          specs: [
            ['Accuracy', '±0.5 % of span'],
            ['Wetted Parts', 'Stainless steel 316L'],
            ['Electrical Connection', 'DIN 43650 / M12'],
            ['Protection Class', 'IP65'],
          ],
          features: [
            'Piezo-resistive cell with excellent long-term stability',
            'All-stainless wetted parts for water, oil and hydraulic media',
            'Calibration certificate traceable to NABL standards on request',
          ],
          solutions: ['process_control', 'water_treatment', 'energy_management'],
          lines: [
            line('danfoss', 'MBS 3000', '060G#{a}{b}', 1.1, 2),
            line('honeywell', 'PX2', 'PX2A{a}{b}N{c}', 1.2),
            line('ifm', 'PN/PA', 'PA3#{a}{b}', 1.15),
            line('siemens', 'SITRANS P200', '7MF1565-#{a}{b}0-1{c}A1', 1.3),
            line('sick', 'PBT', 'PBT-RB{a}SG{c}SS0A{b}', 1.2),
            line('autonics', 'PSAN', 'PSAN-L{a}C{b}-R{c}', 0.5),
          ],
        }),
      ),
      leaf(
        'Temperature Sensors',
        family({
          noun: 'Temperature Sensor',
          price: [650, 9800],
          shape: 'gauge',
          hsn: '90251990',
          weight: 1.5,
          attributes: [
            [
              opt('Pt100', 'P1', [['Sensor Element', 'Pt100, Class A, 3-wire']]),
              opt('Pt1000', 'P2', [['Sensor Element', 'Pt1000, Class A']], 1.05),
              opt('Type K', 'K', [['Sensor Element', 'Thermocouple Type K']], 0.8),
            ],
            [
              opt('100 mm', '100', [['Probe Length', '100 mm']]),
              opt('200 mm', '200', [['Probe Length', '200 mm']], 1.1),
            ],
            [
              opt('', '0', [['Output', 'Resistance / mV (no transmitter)']]),
              opt('4-20 mA', 'T', [['Output', '4-20 mA head transmitter']], 2.2),
            ],
          ],
          specs: [
            ['Measuring Range', '-50 to +400 °C'],
            ['Sheath', 'SS316, 6 mm diameter'],
            ['Process Connection', 'G 1/2 compression fitting'],
          ],
          features: [
            'Fast response probe with spring-loaded insert',
            'Head-mounted transmitter option removes lead-wire errors',
            'Suitable for ovens, moulds, heat exchangers and tanks',
          ],
          solutions: ['process_control', 'energy_management', 'building_automation'],
          lines: [
            line('ifm', 'TA', 'TA2#{b}{c}', 1.3),
            line('danfoss', 'MBT', 'MBT 5#{a}0-{b}', 1.1),
            line('autonics', 'TCN', 'TC{a}-{b}-{c}', 0.5, 2),
            line('selec', 'RTD', 'SEL-{a}-{b}{c}', 0.45, 2),
            line('siemens', 'SITRANS TS', '7MC1006-#{a}{c}', 1.4),
          ],
        }),
      ),
      leaf(
        'Level Sensors',
        family({
          noun: 'Level Sensor',
          price: [2800, 42000],
          shape: 'gauge',
          hsn: '90261090',
          attributes: [
            [
              opt('Vibrating Fork', 'F', [['Principle', 'Vibrating fork (point level)']]),
              opt('Float Switch', 'S', [['Principle', 'Float switch (point level)']], 0.4),
              opt('Radar', 'R', [['Principle', '80 GHz radar (continuous)']], 3.5),
              opt('Hydrostatic', 'H', [['Principle', 'Hydrostatic submersible']], 1.6),
            ],
            [
              opt('', 'R', [['Output', 'Relay, SPDT']]),
              opt('4-20 mA', 'A', [['Output', '4-20 mA / HART']], 1.4),
            ],
          ],
          specs: [
            ['Wetted Parts', 'SS316L'],
            ['Process Temperature', '-40 to +150 °C'],
            ['Protection Class', 'IP68'],
          ],
          features: [
            'Unaffected by foam, turbulence or changing product properties',
            'No moving parts to wear out (fork and radar versions)',
            'Commissioning without filling the tank',
          ],
          solutions: ['water_treatment', 'process_control'],
          lines: [
            line('sick', 'LFP/LFV', 'LF{a}#-{b}', 1.2),
            line('pepperl_fuchs', 'Vibracon', 'LVL-{a}#-{b}', 1.3),
            line('siemens', 'SITRANS L', '7ML5#{a}0-{b}', 1.6),
            line('honeywell', 'SmartLine', 'SLG7{a}0-{b}', 1.5),
            line('ifm', 'LMT', 'LMT1#{a}', 1.1),
          ],
        }),
      ),
    ]),
    subcategory('Encoders & Measurement', [
      leaf(
        'Incremental Encoders',
        family({
          noun: 'Incremental Rotary Encoder',
          price: [2400, 18500],
          shape: 'encoder',
          weight: 1.5,
          attributes: [
            [
              opt('360 PPR', '360', [['Resolution', '360 pulses/revolution']]),
              opt('1000 PPR', '1000', [['Resolution', '1,000 pulses/revolution']], 1.1),
              opt('2500 PPR', '2500', [['Resolution', '2,500 pulses/revolution']], 1.25),
            ],
            [
              opt('Push-pull', 'H', [['Output', 'Push-pull (HTL), A B Z']]),
              opt('Line Driver', 'L', [['Output', 'RS-422 line driver (TTL)']], 1.1),
            ],
            [
              opt('Solid Shaft 6 mm', '6', [['Shaft', 'Solid, 6 mm']]),
              opt('Hollow Shaft 8 mm', 'B', [['Shaft', 'Blind hollow, 8 mm']], 1.15),
            ],
          ],
          specs: [
            ['Supply Voltage', '5-24 V DC'],
            ['Housing Diameter', '40 mm'],
            ['Max. Speed', '6,000 rpm'],
            ['Protection Class', 'IP65'],
          ],
          features: [
            'Rugged bearings rated for 80 N radial shaft load',
            'Reverse polarity and short-circuit protected outputs',
            'Flexible coupling and mounting bracket available',
          ],
          solutions: ['motion_control', 'packaging', 'material_handling'],
          lines: [
            line('omron', 'E6B2-C', 'E6B2-CWZ{b}{c} {a}P/R', 1, 2),
            line('autonics', 'E40', 'E40S{c}-{a}-3-{b}-24', 0.5, 2),
            line('sick', 'DFS60', 'DFS60{b}-S4{c}A0{a}', 1.6),
            line('pepperl_fuchs', 'RVI58', 'RVI58N-0#{c}K{b}R6{a}', 1.3),
          ],
        }),
      ),
      leaf(
        'Absolute Encoders',
        family({
          noun: 'Absolute Multiturn Encoder',
          price: [14500, 52000],
          shape: 'encoder',
          weight: 0.8,
          onRequest: 0.08,
          attributes: [
            [
              opt('SSI', 'S', [['Interface', 'SSI, Gray code']]),
              opt('PROFINET', 'P', [['Interface', 'PROFINET IO']], 1.4),
              opt('EtherCAT', 'E', [['Interface', 'EtherCAT']], 1.4),
            ],
            [
              opt('13+12 bit', '25', [['Resolution', '8,192 steps x 4,096 turns']]),
              opt('16+14 bit', '30', [['Resolution', '65,536 steps x 16,384 turns']], 1.2),
            ],
          ],
          specs: [
            ['Supply Voltage', '10-30 V DC'],
            ['Shaft', 'Solid, 10 mm'],
            ['Housing Diameter', '58 mm'],
          ],
          features: [
            'Knows its position at power-up: no homing run after a power cut',
            'Battery-free multiturn gear stage',
            'Diagnostics and preset over the fieldbus',
          ],
          solutions: ['motion_control', 'material_handling'],
          lines: [
            line('sick', 'AFM60', 'AFM60{a}-S4AA0#{b}', 1.2),
            line('pepperl_fuchs', 'ENA58IL', 'ENA58IL-S10{a}A-{b}', 1.1),
            line('omron', 'E6C3-A', 'E6C3-AG5C{a}-{b}', 1),
          ],
        }),
      ),
      leaf(
        'Ultrasonic Sensors',
        family({
          noun: 'Ultrasonic Distance Sensor',
          price: [6500, 26000],
          shape: 'prox',
          attributes: [
            [
              opt('M18, 800 mm', '18', [['Sensing Range', '60 to 800 mm']]),
              opt('M30, 3.5 m', '30', [['Sensing Range', '200 to 3,500 mm']], 1.35),
            ],
            [
              opt('4-20 mA', 'I', [['Output', '4-20 mA analogue']]),
              opt('PNP', 'P', [['Output', 'PNP switching']], 0.9),
            ],
          ],
          specs: [...DC_SENSOR, ['Resolution', '0.5 mm'], ['Connection', 'M12 5-pin connector']],
          features: [
            'Measures transparent, glossy and dark objects equally well',
            'Temperature compensation for stable readings across the day',
            'Ideal for level in tanks and loop control on web lines',
          ],
          solutions: ['water_treatment', 'process_control', 'material_handling'],
          lines: [
            line('pepperl_fuchs', 'UB', 'UB#00-{a}GM-E5-V15-{b}', 1.2),
            line('sick', 'UM', 'UM{a}-21#-{b}', 1.2),
            line('ifm', 'UGT', 'UGT5#{a}', 1.1),
            line('autonics', 'UK', 'UK{a}-D#-{b}', 0.55),
          ],
        }),
      ),
    ]),
  ],
});
