import { category, family, leaf, line, opt, subcategory } from './define';

const ratings = [
  opt('100 W', '01', [['Rated Output', '100 W']], 0.7),
  opt('400 W', '04', [['Rated Output', '400 W']]),
  opt('750 W', '08', [['Rated Output', '750 W']], 1.3),
  opt('1.5 kW', '15', [['Rated Output', '1.5 kW']], 1.9),
];

export const servo = category({
  name: 'Servo Drives',
  description: 'AC servo amplifiers, servo motors and cables for precise motion.',
  hsn: '85044090',
  shape: 'drive',
  subcategories: [
    subcategory('AC Servo Drives', [
      leaf(
        'Single-axis Servo Drives',
        family({
          noun: 'AC Servo Drive',
          price: [18500, 68000],
          shape: 'drive',
          weight: 1.2,
          onRequest: 0.08,
          attributes: [
            ratings,
            [
              opt('Pulse/Analogue', 'A', [['Command Interface', 'Pulse train / analogue']]),
              opt('EtherCAT', 'E', [['Command Interface', 'EtherCAT (CoE)']], 1.15),
              opt('PROFINET', 'P', [['Command Interface', 'PROFINET IRT']], 1.2),
            ],
          ],
          specs: [
            ['Supply Voltage', '1/3 phase 200-240 V AC'],
            ['Encoder Support', '23-bit absolute'],
            ['Safety', 'Safe Torque Off (STO), SIL 3'],
          ],
          features: [
            'Auto-tuning gets the axis running in minutes',
            'Vibration suppression for long, flexible mechanics',
            'Built-in Safe Torque Off removes the need for a motor contactor',
          ],
          solutions: ['motion_control', 'packaging'],
          lines: [
            line('delta', 'ASDA-B3', 'ASD-B3-0{a}21-{b}', 0.55, 2),
            line('yaskawa', 'Sigma-7', 'SGD7S-{a}0A00{b}', 1.1, 2),
            line('mitsubishi', 'MELSERVO-J5', 'MR-J5-{a}0G-{b}', 1.2),
            line('panasonic', 'MINAS A6', 'MADL{b}#{a}SE', 0.9),
            line('omron', '1S', 'R88D-1SN{a}H-ECT', 1),
            line('siemens', 'SINAMICS V90', '6SL3210-5FB1#-{a}UF0', 1),
            line('fuji', 'ALPHA7', 'RYT{a}0D7-VV2', 0.8),
          ],
        }),
      ),
      leaf(
        'Multi-axis Servo Drives',
        family({
          noun: 'Multi-axis Servo Drive',
          price: [68000, 210000],
          shape: 'drive',
          weight: 0.5,
          onRequest: 0.2,
          attributes: [
            [opt('2 Axis', '2', [['Axes', '2']]), opt('3 Axis', '3', [['Axes', '3']], 1.4)],
            [opt('400 W per axis', '04', [['Rated Output', '400 W per axis']])],
          ],
          specs: [
            ['Command Interface', 'EtherCAT'],
            ['Supply Voltage', '3 phase 200-240 V AC'],
            ['Safety', 'STO per axis'],
          ],
          features: [
            'One compact unit for gantries and pick-and-place',
            'Shared DC bus recovers braking energy',
            'Single network node for all axes',
          ],
          solutions: ['motion_control', 'packaging'],
          lines: [
            line('delta', 'ASDA-A3', 'ASD-A3-{a}{b}23-E', 0.6),
            line('yaskawa', 'Sigma-7W', 'SGD7W-{b}A{a}0A', 1.1),
            line('mitsubishi', 'MR-J5W', 'MR-J5W{a}-{b}G', 1.2),
          ],
        }),
      ),
    ]),
    subcategory(
      'Servo Motors',
      [
        leaf(
          'Low Inertia Servo Motors',
          family({
            noun: 'Low Inertia AC Servo Motor',
            price: [12500, 52000],
            shape: 'motor',
            attributes: [
              ratings,
              [
                opt('With Brake', 'B', [['Holding Brake', '24 V DC holding brake']], 1.25),
                opt('', 'N', [['Holding Brake', 'None']]),
              ],
              [
                opt('Keyed Shaft', 'K', [['Shaft', 'Straight with key']]),
                opt('', 'S', [['Shaft', 'Straight, no key']]),
              ],
            ],
            specs: [
              ['Rated Speed', '3,000 rpm'],
              ['Encoder', '24-bit absolute'],
              ['Protection Class', 'IP67 (excluding shaft)'],
            ],
            features: [
              'High acceleration for short, fast moves',
              'Absolute encoder: no homing after power-up',
              'Matched to the same-series servo drive',
            ],
            solutions: ['motion_control', 'packaging'],
            lines: [
              line('delta', 'ECM-B3', 'ECM-B3M-C2{a}0#R{c}{b}', 0.55, 2),
              line('yaskawa', 'SGM7J', 'SGM7J-{a}AFC6{c}', 1.1, 2),
              line('mitsubishi', 'HK-KT', 'HK-KT{a}3W{b}', 1.2),
              line('panasonic', 'MINAS A6 MSMF', 'MSMF0{a}2L1{c}{b}', 0.9),
              line('siemens', 'SIMOTICS S-1FL6', '1FL60#{a}-0AC61-2{b}{c}1', 1),
            ],
          }),
        ),
        leaf(
          'Medium Inertia Servo Motors',
          family({
            noun: 'Medium Inertia AC Servo Motor',
            price: [22000, 78000],
            shape: 'motor',
            weight: 0.7,
            attributes: [
              [
                opt('1 kW', '10', [['Rated Output', '1 kW']]),
                opt('2 kW', '20', [['Rated Output', '2 kW']], 1.5),
                opt('3 kW', '30', [['Rated Output', '3 kW']], 2),
              ],
              [
                opt('With Brake', 'B', [['Holding Brake', '24 V DC holding brake']], 1.2),
                opt('', 'N', [['Holding Brake', 'None']]),
              ],
            ],
            specs: [
              ['Rated Speed', '2,000 rpm'],
              ['Encoder', '24-bit absolute'],
              ['Protection Class', 'IP67'],
            ],
            features: [
              'High inertia match for heavy loads and rotary tables',
              'Smooth low-speed operation',
              'Flange sizes 130 mm and 180 mm',
            ],
            solutions: ['motion_control', 'material_handling'],
            lines: [
              line('delta', 'ECM-B3M-E', 'ECM-B3M-E{a}#R{b}', 0.55),
              line('yaskawa', 'SGM7G', 'SGM7G-{a}AFC6{b}', 1.1),
              line('fuji', 'GYG', 'GYG{a}1C8-RG2-{b}', 0.8),
            ],
          }),
        ),
      ],
      '85015290',
    ),
    subcategory(
      'Servo Cables',
      [
        leaf(
          'Power & Encoder Cables',
          family({
            noun: 'Servo Cable',
            price: [850, 6800],
            shape: 'cable',
            weight: 0.8,
            attributes: [
              [
                opt('Power', 'P', [['Type', 'Motor power cable']]),
                opt('Encoder', 'E', [['Type', 'Encoder cable']], 1.1),
                opt('Brake', 'B', [['Type', 'Brake cable']], 0.7),
              ],
              [
                opt('3 m', '03', [['Length', '3 m']]),
                opt('5 m', '05', [['Length', '5 m']], 1.4),
                opt('10 m', '10', [['Length', '10 m']], 2.3),
              ],
            ],
            specs: [
              ['Cable Type', 'PUR, drag-chain rated'],
              ['Bending Cycles', '10 million'],
            ],
            features: [
              'Pre-assembled with the drive-side and motor-side connectors',
              'Shielded for EMC compliance',
              'Oil-resistant PUR jacket',
            ],
            solutions: ['motion_control'],
            lines: [
              line('delta', 'ASDA', 'ASD-B3{a}-0{b}05', 0.55),
              line('yaskawa', 'JZSP', 'JZSP-C{a}#-{b}-E', 1.1),
              line('mitsubishi', 'MR-J3', 'MR-{a}CBL{b}M-H', 1.1),
              line('lapp', 'ÖLFLEX SERVO', 'ÖLFLEX SERVO FD 796 {a}-{b}M', 0.9),
            ],
          }),
        ),
      ],
      '85444299',
    ),
  ],
});
