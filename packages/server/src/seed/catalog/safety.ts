import { category, family, leaf, line, opt, subcategory } from './define';

export const safety = category({
  name: 'Safety Components',
  description:
    'Safety relays, controllers, light curtains, interlocks and emergency stops for machine guarding.',
  hsn: '85364900',
  shape: 'curtain',
  subcategories: [
    subcategory('Safety Relays & Controllers', [
      leaf(
        'Safety Relays',
        family({
          noun: 'Safety Relay',
          price: [6500, 28000],
          shape: 'relay',
          weight: 1.2,
          attributes: [
            [
              opt('E-Stop & Guard', 'E', [['Function', 'Emergency stop and guard monitoring']]),
              opt('Two-hand Control', 'Z', [['Function', 'Two-hand control (Type IIIC)']], 1.15),
              opt('Light Curtain', 'L', [['Function', 'Light curtain (OSSD) monitoring']], 1.05),
            ],
            [
              opt('3 NO', '3', [['Safety Outputs', '3 NO + 1 NC auxiliary']]),
              opt('2 NO', '2', [['Safety Outputs', '2 NO']], 0.9),
            ],
            [opt('24 V AC/DC', '24', [['Supply Voltage', '24 V AC/DC']])],
          ],
          specs: [
            ['Safety Level', 'PL e / Cat. 4 (ISO 13849-1), SIL 3'],
            ['Reset', 'Manual or automatic, monitored'],
            ['Width', '22.5 mm'],
          ],
          features: [
            'Certified to PL e: the simplest way to a compliant e-stop circuit',
            'Cross-fault detection on dual-channel inputs',
            'Plug-in terminals with coding',
          ],
          solutions: ['machine_safety'],
          lines: [
            line('pilz', 'PNOZ', 'PNOZ s{b} {c}VDC {b} n/o 1 n/c', 1.3, 2),
            line('omron', 'G9SE', 'G9SE-{b}01-{a}', 0.95, 2),
            line('siemens', 'SIRIUS 3SK1', '3SK11#{b}-1AB30', 1.1),
            line('schneider', 'Preventa XPS', 'XPSUAF{b}3AP', 1),
            line('phoenix_contact', 'PSR', 'PSR-SCP-{c}UC/ESA{b}/3X1/1X2', 1.2),
            line('abb', 'Sentry', 'SSR{b}0', 1.05),
          ],
        }),
      ),
      leaf(
        'Safety Controllers',
        family({
          noun: 'Configurable Safety Controller',
          price: [24000, 98000],
          shape: 'plc',
          hsn: '85371000',
          weight: 0.6,
          onRequest: 0.12,
          attributes: [
            [
              opt('16 Safe Inputs', '16', [['Safe I/O', '16 safe inputs / 4 safe outputs']]),
              opt('20 Safe Inputs', '20', [['Safe I/O', '20 safe inputs / 8 safe outputs']], 1.35),
            ],
            [
              opt('USB', 'U', [['Interface', 'USB configuration']]),
              opt('Ethernet', 'E', [['Interface', 'Ethernet (EtherNet/IP, Modbus TCP)']], 1.2),
            ],
          ],
          specs: [
            ['Safety Level', 'PL e / SIL 3'],
            ['Supply Voltage', '24 V DC'],
            ['Configuration', 'Graphical, certified function blocks'],
          ],
          features: [
            'Replaces several safety relays with one configurable unit',
            'Muting, two-hand and enabling functions built in',
            'Diagnostics to the PLC over Ethernet',
          ],
          solutions: ['machine_safety', 'material_handling'],
          lines: [
            line('pilz', 'PNOZmulti 2', 'PNOZ m B#-{a}{b}', 1.3),
            line('sick', 'Flexi Soft', 'FX3-CPU#{a}{b}', 1.2),
            line('omron', 'G9SP', 'G9SP-N{a}S', 1),
            line('allen_bradley', 'Guardmaster 440C', '440C-CR30-22{b}BB', 1.1),
          ],
        }),
      ),
    ]),
    subcategory(
      'Safety Light Curtains',
      [
        leaf(
          'Type 4 Light Curtains',
          family({
            noun: 'Type 4 Safety Light Curtain',
            price: [38000, 165000],
            shape: 'curtain',
            weight: 0.8,
            onRequest: 0.1,
            attributes: [
              [
                opt('14 mm Finger', '14', [['Resolution', '14 mm (finger detection)']], 1.2),
                opt('30 mm Hand', '30', [['Resolution', '30 mm (hand detection)']]),
              ],
              [
                opt('300 mm', '0300', [['Protective Height', '300 mm']], 0.8),
                opt('600 mm', '0600', [['Protective Height', '600 mm']]),
                opt('900 mm', '0900', [['Protective Height', '900 mm']], 1.3),
                opt('1200 mm', '1200', [['Protective Height', '1,200 mm']], 1.55),
              ],
            ],
            specs: [
              ['Safety Level', 'Type 4, PL e, SIL 3'],
              ['Operating Range', 'up to 6 m'],
              ['Response Time', '< 10 ms'],
              ['Outputs', '2 x PNP OSSD'],
            ],
            features: [
              'Protects operators at presses, robots and assembly stations',
              'Blanking and muting functions for material passage',
              'Integrated alignment aid',
            ],
            solutions: ['machine_safety'],
            lines: [
              line('sick', 'deTec4', 'C4C-SA{b}{a}A10000', 1.25, 2),
              line('omron', 'F3SG-SR', 'F3SG-4SRA{b}-{a}', 1),
              line('pilz', 'PSENopt II', 'PSEN op4H-s-{a}-{b}', 1.2),
              line('keyence', 'GL-R', 'GL-R{b}H{a}', 1.1),
              line('pepperl_fuchs', 'SLC', 'SLC{a}-{b}-4', 1.1),
            ],
          }),
        ),
        leaf(
          'Type 2 Light Curtains',
          family({
            noun: 'Type 2 Safety Light Curtain',
            price: [24000, 72000],
            shape: 'curtain',
            weight: 0.5,
            attributes: [
              [opt('30 mm Hand', '30', [['Resolution', '30 mm']])],
              [
                opt('450 mm', '0450', [['Protective Height', '450 mm']]),
                opt('900 mm', '0900', [['Protective Height', '900 mm']], 1.4),
              ],
            ],
            specs: [
              ['Safety Level', 'Type 2, PL c, SIL 1'],
              ['Operating Range', 'up to 12 m'],
              ['Outputs', '2 x PNP OSSD'],
            ],
            features: [
              'Economical guarding for lower-risk machines',
              'Simple wiring with M12 connectors',
              'Robust aluminium profile',
            ],
            solutions: ['machine_safety', 'material_handling'],
            lines: [
              line('sick', 'miniTwin2', 'MT2-{b}{a}', 1.2),
              line('omron', 'F3SG-PG', 'F3SG-2RA{b}-{a}', 1),
              line('autonics', 'SFL', 'SFL{a}-{b}', 0.6),
            ],
          }),
        ),
      ],
      '85365090',
    ),
    subcategory(
      'Safety Switches',
      [
        leaf(
          'Safety Interlock Switches',
          family({
            noun: 'Safety Interlock Switch',
            price: [2200, 18500],
            shape: 'limit',
            attributes: [
              [
                opt('Tongue Actuator', 'T', [['Principle', 'Separate tongue actuator']]),
                opt('RFID Coded', 'R', [['Principle', 'RFID coded, non-contact']], 2.2),
                opt('With Guard Locking', 'L', [['Principle', 'Solenoid guard locking']], 3.1),
              ],
              [
                opt('1NC+1NO', '11', [['Contacts', '1 NC + 1 NO']]),
                opt('2NC', '02', [['Contacts', '2 NC']], 1.05),
              ],
            ],
            specs: [
              ['Safety Level', 'up to PL e with a safety relay'],
              ['Protection Class', 'IP67'],
              ['Mechanical Life', '1 million operations'],
            ],
            features: [
              'Stops the machine when a guard door opens',
              'Tamper-resistant coded actuators',
              'Metal or plastic housing versions',
            ],
            solutions: ['machine_safety'],
            lines: [
              line('pilz', 'PSENcode/PSENmech', 'PSEN {a}1.{b}', 1.3),
              line('omron', 'D4NS/D40Z', 'D4NS-{b}{a}F', 1),
              line('schneider', 'Preventa XCS', 'XCSP{a}{b}', 1),
              line('sick', 'TR4/STR1', 'TR4-{a}{b}M', 1.2),
              line('siemens', 'SIRIUS 3SE5', '3SE52#{a}-{b}', 1.1),
            ],
          }),
        ),
        leaf(
          'Emergency Stop Switches',
          family({
            noun: 'Emergency Stop Push Button',
            price: [380, 2600],
            shape: 'button',
            attributes: [
              [
                opt('Turn to Release', 'T', [['Release', 'Turn to release']]),
                opt('Key Release', 'K', [['Release', 'Key release']], 1.8),
                opt('Pull to Release', 'P', [['Release', 'Pull to release']], 1.05),
              ],
              [
                opt('40 mm', '40', [['Head Diameter', '40 mm']]),
                opt('60 mm', '60', [['Head Diameter', '60 mm']], 1.15),
              ],
              [
                opt('1NC', '01', [['Contacts', '1 NC']]),
                opt('2NC', '02', [['Contacts', '2 NC']], 1.2),
              ],
            ],
            specs: [
              ['Standard', 'ISO 13850, IEC 60947-5-5'],
              ['Mounting Hole', '22.5 mm'],
              ['Front Protection', 'IP66'],
            ],
            features: [
              'Self-latching red mushroom head on yellow background',
              'Positive opening NC contacts',
              'Yellow legend ring included',
            ],
            solutions: ['machine_safety', 'material_handling'],
            lines: [
              line('schneider', 'Harmony XB5', 'XB5AS8{a}4{b}', 1, 2),
              line('siemens', 'SIRIUS ACT', '3SU1#00-1H{a}20-1CA0', 1.2),
              line('lt', 'Esbee', 'ESEP-{a}{b}-{c}', 0.5, 2),
              line('omron', 'A22NE', 'A22NE-{a}-{b}-{c}', 0.95),
              line('abb', 'Compact', 'CE4T-10R-{c}', 0.9),
            ],
          }),
        ),
      ],
      '85365090',
    ),
  ],
});
