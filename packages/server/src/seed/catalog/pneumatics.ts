import { category, family, leaf, line, opt, subcategory } from './define';

const bores = [
  opt('16 mm Bore', '16', [['Bore', '16 mm']], 0.75),
  opt('25 mm Bore', '25', [['Bore', '25 mm']]),
  opt('32 mm Bore', '32', [['Bore', '32 mm']], 1.2),
  opt('50 mm Bore', '50', [['Bore', '50 mm']], 1.6),
];

const strokes = [
  opt('25 mm Stroke', '25', [['Stroke', '25 mm']], 0.9),
  opt('50 mm Stroke', '50', [['Stroke', '50 mm']]),
  opt('100 mm Stroke', '100', [['Stroke', '100 mm']], 1.15),
  opt('200 mm Stroke', '200', [['Stroke', '200 mm']], 1.35),
];

const PORTS = [
  opt('1/8"', '1', [['Port Size', 'G 1/8']]),
  opt('1/4"', '2', [['Port Size', 'G 1/4']], 1.15),
];

export const pneumatics = category({
  name: 'Pneumatics',
  description: 'Valves, cylinders, air preparation units, fittings and tubing.',
  hsn: '84812000',
  shape: 'valve',
  subcategories: [
    subcategory('Valves', [
      leaf(
        'Solenoid Valves',
        family({
          noun: 'Solenoid Valve',
          price: [1200, 9800],
          shape: 'valve',
          weight: 2,
          attributes: [
            [
              opt('5/2 Single', '52S', [['Function', '5/2-way, single solenoid, spring return']]),
              opt('5/2 Double', '52D', [['Function', '5/2-way, double solenoid']], 1.25),
              opt('5/3 Closed Centre', '53C', [['Function', '5/3-way, closed centre']], 1.45),
              opt('3/2 NC', '32N', [['Function', '3/2-way, normally closed']], 0.85),
            ],
            PORTS,
            [
              opt('24 V DC', 'D', [['Coil Voltage', '24 V DC']]),
              opt('230 V AC', 'A', [['Coil Voltage', '230 V AC']], 1.05),
            ],
          ],
          specs: [
            ['Operating Pressure', '1.5 to 8 bar'],
            ['Flow Rate', '700 l/min'],
            ['Manual Override', 'Non-locking push type'],
          ],
          features: [
            'Low power coil (1.5 W) can be driven directly from PLC outputs',
            'Manifold mounting available',
            'Surge suppression and LED indicator in the connector',
          ],
          solutions: ['packaging', 'material_handling', 'process_control'],
          lines: [
            line('festo', 'VUVG', 'VUVG-L14-{a}-T-G{b}8-1{c}', 1.3, 2),
            line('smc', 'SY', 'SY5{b}20-5{c}Z-01-{a}', 1.1, 2),
            line('janatics', 'AVP', 'A{a}0{b}-{c}#', 0.45, 2),
            line('sick', 'IVP', 'IVP-{a}-{b}', 1),
            line('danfoss', 'EV', 'EV2#0B {b}{c}', 1.05),
          ],
        }),
      ),
      leaf(
        'Manual & Mechanical Valves',
        family({
          noun: 'Hand Lever Valve',
          price: [650, 4200],
          shape: 'valve',
          hsn: '84818090',
          weight: 0.8,
          attributes: [
            [
              opt('5/2', '52', [['Function', '5/2-way, detented']]),
              opt('3/2', '32', [['Function', '3/2-way, spring return']], 0.85),
            ],
            PORTS,
          ],
          specs: [
            ['Operating Pressure', '0 to 10 bar'],
            ['Actuation', 'Hand lever'],
          ],
          features: [
            'Rugged metal lever for manual control stations',
            'Panel or in-line mounting',
            'Lubrication-free operation',
          ],
          solutions: ['material_handling'],
          lines: [
            line('festo', 'VHER', 'VHER-H-B{a}-G{b}4', 1.3),
            line('smc', 'VH', 'VH{a}0-0{b}', 1.1),
            line('janatics', 'HLV', 'HLV-{a}-{b}', 0.45, 2),
          ],
        }),
      ),
    ]),
    subcategory(
      'Cylinders',
      [
        leaf(
          'Compact Cylinders',
          family({
            noun: 'Compact Pneumatic Cylinder',
            price: [1400, 7800],
            shape: 'cylinder',
            weight: 1.2,
            attributes: [
              bores,
              strokes.slice(0, 2),
              [opt('', 'A', [['Magnet', 'Piston magnet for sensing']])],
            ],
            specs: [
              ['Operating Pressure', '0.6 to 10 bar'],
              ['Action', 'Double acting'],
              ['Standard', 'ISO 21287'],
            ],
            features: [
              'Short overall length for tight machine spaces',
              'Magnetic piston ready for cylinder sensors',
              'Elastic cushioning at both ends',
            ],
            solutions: ['packaging', 'material_handling'],
            lines: [
              line('festo', 'ADN', 'ADN-{a}-{b}-{c}-P-A', 1.3, 2),
              line('smc', 'CQ2', 'CDQ2B{a}-{b}DZ', 1.1, 2),
              line('janatics', 'A51', 'A51{a}0{b}', 0.45, 2),
            ],
          }),
        ),
        leaf(
          'ISO Standard Cylinders',
          family({
            noun: 'ISO 15552 Pneumatic Cylinder',
            price: [2800, 16500],
            shape: 'cylinder',
            weight: 1.2,
            attributes: [bores.slice(2), strokes, [opt('', 'A', [['Magnet', 'Piston magnet']])]],
            specs: [
              ['Operating Pressure', '0.6 to 12 bar'],
              ['Action', 'Double acting, adjustable cushioning'],
              ['Standard', 'ISO 15552'],
            ],
            features: [
              'Interchangeable mounting to ISO 15552',
              'Self-adjusting end-position cushioning',
              'Anodised aluminium profile barrel with sensor slots',
            ],
            solutions: ['material_handling', 'packaging'],
            lines: [
              line('festo', 'DSBC', 'DSBC-{a}-{b}-PPVA-N3', 1.3, 2),
              line('smc', 'CP96', 'CP96SDB{a}-{b}', 1.1, 2),
              line('janatics', 'A31', 'A31{a}0{b}', 0.45, 2),
            ],
          }),
        ),
        leaf(
          'Rotary Actuators',
          family({
            noun: 'Pneumatic Rotary Actuator',
            price: [4800, 24000],
            shape: 'cylinder',
            hsn: '84123900',
            weight: 0.5,
            attributes: [
              [
                opt('Size 10', '10', [['Torque', '1 Nm at 6 bar']]),
                opt('Size 20', '20', [['Torque', '2 Nm at 6 bar']], 1.3),
                opt('Size 30', '30', [['Torque', '3 Nm at 6 bar']], 1.6),
              ],
              [
                opt('90°', '90', [['Rotation', '90°']]),
                opt('180°', '180', [['Rotation', '180°']], 1.1),
              ],
            ],
            specs: [
              ['Operating Pressure', '1.5 to 10 bar'],
              ['Type', 'Rack and pinion'],
            ],
            features: [
              'Adjustable end stops',
              'Hollow shaft for cables and air',
              'Compact rack-and-pinion design',
            ],
            solutions: ['packaging', 'motion_control'],
            lines: [
              line('festo', 'DRVS', 'DRVS-{a}-{b}-P', 1.3),
              line('smc', 'CRQ2', 'CDRQ2B{a}-{b}', 1.1),
            ],
          }),
        ),
      ],
      '84123100',
    ),
    subcategory(
      'Air Preparation',
      [
        leaf(
          'Filter Regulators',
          family({
            noun: 'Filter Regulator',
            price: [950, 6200],
            shape: 'frl',
            attributes: [
              [
                opt('1/4"', '2', [['Port Size', 'G 1/4']]),
                opt('1/2"', '4', [['Port Size', 'G 1/2']], 1.35),
              ],
              [
                opt('5 µm', '5', [['Filter Grade', '5 µm']]),
                opt('40 µm', '40', [['Filter Grade', '40 µm']], 0.95),
              ],
              [
                opt('With Gauge', 'G', [['Gauge', '0-10 bar gauge included']], 1.1),
                opt('', 'N', [['Gauge', 'Without gauge']]),
              ],
            ],
            specs: [
              ['Regulating Range', '0.5 to 7 bar'],
              ['Drain', 'Semi-automatic'],
              ['Bowl', 'Polycarbonate with metal guard'],
            ],
            features: [
              'Clean, stable air extends valve and cylinder life',
              'Lockable adjusting knob',
              'Modular: combine with lubricators and shut-off valves',
            ],
            solutions: ['packaging', 'process_control'],
            lines: [
              line('festo', 'MS4/MS6-LFR', 'MS6-LFR-1/{a}-D{c}-{b}', 1.3, 2),
              line('smc', 'AW', 'AW30-0{a}{c}-{b}', 1.1, 2),
              line('janatics', 'FR', 'F{a}{b}-R{c}', 0.45, 2),
            ],
          }),
        ),
        leaf(
          'Lubricators',
          family({
            noun: 'Air Line Lubricator',
            price: [800, 3800],
            shape: 'frl',
            weight: 0.5,
            attributes: [
              [
                opt('1/4"', '2', [['Port Size', 'G 1/4']]),
                opt('1/2"', '4', [['Port Size', 'G 1/2']], 1.35),
              ],
            ],
            specs: [
              ['Operating Pressure', '0.5 to 10 bar'],
              ['Oil', 'ISO VG 32'],
            ],
            features: [
              'Proportional oil mist for tools and older cylinders',
              'Sight dome for drip-rate adjustment',
              'Refill under pressure',
            ],
            solutions: ['material_handling'],
            lines: [
              line('festo', 'MS-LOE', 'MS6-LOE-1/{a}', 1.3),
              line('smc', 'AL', 'AL30-0{a}', 1.1),
              line('janatics', 'L', 'L{a}#', 0.45),
            ],
          }),
        ),
      ],
      '84213920',
    ),
    subcategory(
      'Fittings & Tubing',
      [
        leaf(
          'Push-in Fittings',
          family({
            noun: 'Push-in Fitting',
            price: [35, 420],
            shape: 'fitting',
            weight: 1.5,
            attributes: [
              [
                opt('Straight', 'S', [['Type', 'Straight male connector']]),
                opt('Elbow', 'L', [['Type', 'Elbow, rotatable']], 1.2),
                opt('Tee', 'T', [['Type', 'Tee union']], 1.3),
              ],
              [
                opt('6 mm', '6', [['Tube OD', '6 mm']]),
                opt('8 mm', '8', [['Tube OD', '8 mm']], 1.1),
                opt('10 mm', '10', [['Tube OD', '10 mm']], 1.25),
                opt('12 mm', '12', [['Tube OD', '12 mm']], 1.4),
              ],
              [
                opt('1/8"', '1', [['Thread', 'R 1/8']]),
                opt('1/4"', '2', [['Thread', 'R 1/4']], 1.1),
              ],
            ],
            specs: [
              ['Operating Pressure', '-0.95 to 10 bar'],
              ['Body', 'Nickel-plated brass / PBT'],
            ],
            features: [
              'One-touch connection and release',
              'Pre-applied thread sealant',
              'Sold in packs of 10',
            ],
            solutions: ['packaging', 'material_handling'],
            lines: [
              line('festo', 'QS', 'QS{a}-G1/{c}-{b}', 1.4, 2),
              line('smc', 'KQ2', 'KQ2{a}0{b}-0{c}AS', 1.2, 2),
              line('janatics', 'PF', 'PF{a}{b}-{c}', 0.4, 3),
            ],
          }),
        ),
        leaf(
          'Polyurethane Tubing',
          family({
            noun: 'Polyurethane Tubing',
            price: [650, 3200],
            shape: 'cable',
            hsn: '39173990',
            weight: 0.8,
            attributes: [
              [
                opt('6 mm', '6', [['Tube OD', '6 mm x 4 mm ID']]),
                opt('8 mm', '8', [['Tube OD', '8 mm x 5.5 mm ID']], 1.3),
                opt('12 mm', '12', [['Tube OD', '12 mm x 8 mm ID']], 1.9),
              ],
              [
                opt('Blue', 'BU', [['Colour', 'Blue']]),
                opt('Black', 'BK', [['Colour', 'Black']]),
                opt('Clear', 'CL', [['Colour', 'Natural']]),
              ],
            ],
            specs: [
              ['Length', '100 m roll'],
              ['Operating Pressure', 'up to 10 bar at 20 °C'],
            ],
            features: [
              'Flexible, kink-resistant and hydrolysis-resistant',
              'Printed metre markings',
              'Matched to push-in fittings',
            ],
            solutions: ['packaging', 'material_handling'],
            lines: [
              line('festo', 'PUN-H', 'PUN-H-{a}X#-{b}', 1.4),
              line('smc', 'TU', 'TU0{a}04{b}-100', 1.2),
              line('janatics', 'PU', 'PU{a}-{b}-100', 0.45, 2),
            ],
          }),
        ),
      ],
      '39174000',
    ),
  ],
});
