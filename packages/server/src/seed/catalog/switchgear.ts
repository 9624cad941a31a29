import { category, family, leaf, line, opt, subcategory } from './define';

const contactorCoils = [
  opt('24 V DC Coil', 'BD', [['Coil Voltage', '24 V DC']], 1.1),
  opt('230 V AC Coil', 'M7', [['Coil Voltage', '230 V AC, 50 Hz']]),
  opt('415 V AC Coil', 'N7', [['Coil Voltage', '415 V AC, 50 Hz']]),
];

export const switchgear = category({
  name: 'Switchgear',
  description: 'Contactors, miniature and motor protection circuit breakers, overload relays.',
  hsn: '85364900',
  shape: 'contactor',
  subcategories: [
    subcategory('Contactors', [
      leaf(
        'Power Contactors',
        family({
          noun: 'Power Contactor',
          price: [650, 9800],
          shape: 'contactor',
          weight: 1.5,
          attributes: [
            [
              opt('9 A', '09', [['Rated Current', '9 A (AC-3), 4 kW']]),
              opt('18 A', '18', [['Rated Current', '18 A (AC-3), 7.5 kW']], 1.4),
              opt('32 A', '32', [['Rated Current', '32 A (AC-3), 15 kW']], 2.3),
              opt('65 A', '65', [['Rated Current', '65 A (AC-3), 30 kW']], 4.2),
            ],
            contactorCoils,
            [
              opt('1NO', '10', [['Auxiliary Contacts', '1 NO']]),
              opt('1NC', '01', [['Auxiliary Contacts', '1 NC']]),
            ],
          ],
          specs: [
            ['Poles', '3'],
            ['Rated Voltage', 'up to 690 V AC'],
            ['Mechanical Life', '10 million operations'],
            ['Standard', 'IS/IEC 60947-4-1'],
          ],
          features: [
            'Finger-safe terminals',
            'Add-on auxiliary blocks, timers and surge suppressors',
            'Mechanical interlock kits for reversing starters',
          ],
          solutions: ['energy_management', 'material_handling', 'water_treatment'],
          lines: [
            line('lt', 'MNX', 'MNX {a} {c} {b}', 0.7, 3),
            line('schneider', 'TeSys D', 'LC1D{a}{b}', 1, 2),
            line('siemens', 'SIRIUS 3RT2', '3RT20#{a}-1A{b}0', 1.1, 2),
            line('abb', 'AF', 'AF{a}-30-{c}-13', 1.1),
            line('fuji', 'SC-E', 'SC-E{a}/{b}', 0.85),
            line('mitsubishi', 'MS-T', 'S-T{a} {b}', 0.9),
          ],
        }),
      ),
      leaf(
        'Auxiliary Contactors',
        family({
          noun: 'Auxiliary Contactor',
          price: [550, 2400],
          shape: 'contactor',
          weight: 0.6,
          attributes: [
            [
              opt('4NO', '40', [['Contacts', '4 NO']]),
              opt('2NO+2NC', '22', [['Contacts', '2 NO + 2 NC']]),
              opt('3NO+1NC', '31', [['Contacts', '3 NO + 1 NC']]),
            ],
            contactorCoils,
          ],
          specs: [
            ['Rated Current', '10 A (AC-15)'],
            ['Width', '45 mm'],
          ],
          features: [
            'Control relay in contactor format',
            'Extendable to 8 poles with front blocks',
            'Mirror contacts for safety circuits',
          ],
          solutions: ['machine_safety', 'building_automation'],
          lines: [
            line('lt', 'MNX', 'MNX CR {a} {b}', 0.7, 2),
            line('schneider', 'TeSys D', 'CAD{a}{b}', 1),
            line('siemens', 'SIRIUS 3RH2', '3RH21#{a}-1A{b}0', 1.1),
          ],
        }),
      ),
    ]),
    subcategory(
      'Circuit Protection',
      [
        leaf(
          'Miniature Circuit Breakers',
          family({
            noun: 'Miniature Circuit Breaker',
            price: [160, 2800],
            shape: 'breaker',
            weight: 1.5,
            attributes: [
              [
                opt('SP', '1', [['Poles', '1']]),
                opt('DP', '2', [['Poles', '2']], 2.1),
                opt('TP', '3', [['Poles', '3']], 3.2),
                opt('FP', '4', [['Poles', '4']], 4.3),
              ],
              [
                opt('6 A', '06', [['Rated Current', '6 A']]),
                opt('16 A', '16', [['Rated Current', '16 A']]),
                opt('32 A', '32', [['Rated Current', '32 A']], 1.05),
                opt('63 A', '63', [['Rated Current', '63 A']], 1.4),
              ],
              [
                opt('C Curve', 'C', [['Tripping Curve', 'C']]),
                opt('B Curve', 'B', [['Tripping Curve', 'B']]),
                opt('D Curve', 'D', [['Tripping Curve', 'D']], 1.3),
              ],
            ],
            specs: [
              ['Breaking Capacity', '10 kA'],
              ['Rated Voltage', '240/415 V AC'],
              ['Standard', 'IS/IEC 60898-1'],
            ],
            features: [
              'Positive contact indication',
              'Bi-connect terminals for busbar and cable',
              'ISI marked',
            ],
            solutions: ['building_automation', 'energy_management'],
            lines: [
              line('lt', 'Exora', 'BB{c}{b}{a}0', 0.6, 3),
              line('schneider', 'Acti9 iC60', 'A9F{a}{c}{b}', 1.1, 2),
              line('abb', 'S200', 'S20{a}-{c}{b}', 1.05, 2),
              line('siemens', 'SENTRON 5SL', '5SL6{a}{b}-7{c}', 1.05),
              line('honeywell', 'MCB', 'HMC{a}{c}{b}', 0.8),
            ],
          }),
        ),
        leaf(
          'Motor Protection Circuit Breakers',
          family({
            noun: 'Motor Protection Circuit Breaker',
            price: [2200, 9800],
            shape: 'breaker',
            hsn: '85362090',
            attributes: [
              [
                opt('1-1.6 A', '1.6', [['Setting Range', '1.0-1.6 A']]),
                opt('2.5-4 A', '4', [['Setting Range', '2.5-4.0 A']]),
                opt('6-10 A', '10', [['Setting Range', '6.0-10 A']], 1.05),
                opt('17-23 A', '23', [['Setting Range', '17-23 A']], 1.3),
              ],
            ],
            specs: [
              ['Breaking Capacity', '50 kA at 415 V'],
              ['Trip Class', '10A'],
              ['Standard', 'IS/IEC 60947-2, 60947-4-1'],
            ],
            features: [
              'Short-circuit and overload protection in one unit',
              'Phase-failure sensitive',
              'Direct mounting with the same-series contactor',
            ],
            solutions: ['energy_management', 'water_treatment', 'material_handling'],
            lines: [
              line('lt', 'MOG', 'MOG-C1 {a}', 0.7, 2),
              line('schneider', 'TeSys GV2', 'GV2ME{a}', 1.05, 2),
              line('siemens', 'SIRIUS 3RV2', '3RV20#1-{a}A10', 1.1),
              line('abb', 'MS132', 'MS132-{a}', 1.05),
            ],
          }),
        ),
      ],
      '85362090',
    ),
    subcategory('Overload Relays', [
      leaf(
        'Thermal Overload Relays',
        family({
          noun: 'Thermal Overload Relay',
          price: [850, 3800],
          shape: 'contactor',
          attributes: [
            [
              opt('0.63-1 A', '1', [['Setting Range', '0.63-1 A']]),
              opt('4-6 A', '6', [['Setting Range', '4-6 A']]),
              opt('9-13 A', '13', [['Setting Range', '9-13 A']], 1.05),
              opt('23-32 A', '32', [['Setting Range', '23-32 A']], 1.35),
            ],
          ],
          specs: [
            ['Trip Class', '10A'],
            ['Auxiliary Contacts', '1 NO + 1 NC'],
            ['Reset', 'Manual / automatic'],
          ],
          features: [
            'Direct mounting under the contactor',
            'Ambient temperature compensated',
            'Test and stop buttons',
          ],
          solutions: ['energy_management', 'water_treatment'],
          lines: [
            line('lt', 'MN', 'MN {a}', 0.7, 2),
            line('schneider', 'TeSys LRD', 'LRD{a}', 1),
            line('siemens', 'SIRIUS 3RU2', '3RU21#6-{a}B0', 1.1),
            line('abb', 'TF42', 'TF42-{a}', 1.05),
          ],
        }),
      ),
    ]),
  ],
});
