import { category, family, leaf, line, opt, subcategory } from './define';

const currents = [
  opt('2.5 A', '2.5', [['Output Current', '2.5 A']], 0.6),
  opt('5 A', '5', [['Output Current', '5 A']]),
  opt('10 A', '10', [['Output Current', '10 A']], 1.6),
  opt('20 A', '20', [['Output Current', '20 A']], 2.6),
];

export const powerSupplies = category({
  name: 'Power Supplies',
  description: 'DIN rail and panel mount SMPS, DC UPS and redundancy modules.',
  hsn: '85044090',
  shape: 'psu',
  subcategories: [
    subcategory('DIN Rail Power Supplies', [
      leaf(
        'Single Phase SMPS',
        family({
          noun: 'DIN Rail Power Supply',
          price: [1400, 14500],
          shape: 'psu',
          weight: 2,
          attributes: [
            currents,
            [
              opt('24 V DC', '24', [['Output Voltage', '24 V DC (adjustable 22.5-28.5 V)']]),
              opt('12 V DC', '12', [['Output Voltage', '12 V DC']], 0.95),
            ],
          ],
          specs: [
            ['Input Voltage', '85-264 V AC'],
            ['Efficiency', 'up to 93 %'],
            ['Protection', 'Short circuit, overload, overvoltage'],
            ['Mounting', '35 mm DIN rail'],
          ],
          features: [
            'Wide input range rides through Indian grid fluctuations',
            'Power boost: 150 % for 4 s to start capacitive loads',
            'DC OK relay contact for remote monitoring',
          ],
          solutions: ['energy_management', 'building_automation', 'process_control'],
          lines: [
            line('mean_well', 'NDR/SDR', 'SDR-{a}0-{b}', 0.55, 3),
            line('phoenix_contact', 'QUINT POWER', 'QUINT4-PS/1AC/{b}DC/{a}', 1.5, 2),
            line('siemens', 'SITOP PSU6200', '6EP3334-7SB00-#AX0', 1.3),
            line('omron', 'S8VK-G', 'S8VK-G{a}{b}', 1),
            line('weidmuller', 'PRO MAX', 'PRO MAX {a}0W {b}V {a}A', 1.3),
            line('abb', 'CP-E', 'CP-E {b}/{a}', 1.05),
          ],
        }),
      ),
      leaf(
        'Three Phase SMPS',
        family({
          noun: 'Three Phase DIN Rail Power Supply',
          price: [6500, 32000],
          shape: 'psu',
          weight: 0.8,
          attributes: [currents.slice(1), [opt('24 V DC', '24', [['Output Voltage', '24 V DC']])]],
          specs: [
            ['Input Voltage', '3 x 340-575 V AC'],
            ['Efficiency', 'up to 95 %'],
            ['Phase Loss', 'Continues on 2 phases'],
          ],
          features: [
            'Keeps running on two phases when one fails',
            'Reserve power for demanding start-up loads',
            'Slim design for crowded panels',
          ],
          solutions: ['energy_management', 'process_control'],
          lines: [
            line('phoenix_contact', 'QUINT POWER', 'QUINT4-PS/3AC/{b}DC/{a}', 1.4),
            line('mean_well', 'TDR', 'TDR-{a}0-{b}', 0.6, 2),
            line('siemens', 'SITOP PSU8200', '6EP3436-8SB00-#AY0', 1.3),
            line('weidmuller', 'PRO TOP3', 'PRO TOP3 {a}0W {b}V {a}A', 1.3),
          ],
        }),
      ),
    ]),
    subcategory('Panel Mount Power Supplies', [
      leaf(
        'Enclosed SMPS',
        family({
          noun: 'Enclosed Switching Power Supply',
          price: [750, 6800],
          shape: 'psu',
          weight: 1.2,
          attributes: [
            [
              opt('50 W', '50', [['Rated Power', '50 W']], 0.6),
              opt('100 W', '100', [['Rated Power', '100 W']]),
              opt('200 W', '200', [['Rated Power', '200 W']], 1.5),
              opt('350 W', '350', [['Rated Power', '350 W']], 2.1),
            ],
            [
              opt('24 V', '24', [['Output Voltage', '24 V DC']]),
              opt('12 V', '12', [['Output Voltage', '12 V DC']]),
              opt('48 V', '48', [['Output Voltage', '48 V DC']], 1.05),
            ],
          ],
          specs: [
            ['Input Voltage', '100-240 V AC'],
            ['Cooling', 'Free air convection (fan above 300 W)'],
            ['Protection', 'Short circuit, overload, overvoltage, overtemperature'],
          ],
          features: [
            'Metal mesh case for good heat dissipation',
            'Screw terminals with protective cover',
            '100 % full-load burn-in tested',
          ],
          solutions: ['building_automation', 'energy_management'],
          lines: [
            line('mean_well', 'LRS', 'LRS-{a}-{b}', 0.5, 4),
            line('omron', 'S8FS-G', 'S8FS-G{a}{b}CD', 1),
            line('delta', 'PMC', 'PMC-{b}V{a}W1AA', 0.7),
          ],
        }),
      ),
    ]),
    subcategory('DC UPS & Redundancy', [
      leaf(
        'DC UPS Modules',
        family({
          noun: 'DC UPS Module',
          price: [9800, 38000],
          shape: 'psu',
          weight: 0.5,
          attributes: [
            [
              opt('10 A', '10', [['Output Current', '10 A']]),
              opt('20 A', '20', [['Output Current', '20 A']], 1.5),
            ],
            [
              opt('Battery', 'B', [['Energy Storage', 'Lead-acid battery module (separate)']]),
              opt('Ultracap', 'C', [['Energy Storage', 'Integrated ultracapacitors']], 1.6),
            ],
          ],
          specs: [
            ['Input/Output Voltage', '24 V DC'],
            ['Interface', 'USB / relay signals'],
          ],
          features: [
            'Bridges power cuts so PLCs can shut down cleanly',
            'Battery health monitoring',
            'PC shutdown software included',
          ],
          solutions: ['energy_management', 'process_control'],
          lines: [
            line('phoenix_contact', 'QUINT UPS', 'QUINT4-UPS/24DC/24DC/{a}', 1.4),
            line('siemens', 'SITOP UPS1600', '6EP4136-3AB00-#AY0', 1.3),
            line('mean_well', 'DRC', 'DRC-{a}0{b}', 0.6),
          ],
        }),
      ),
      leaf(
        'Redundancy Modules',
        family({
          noun: 'Redundancy Module',
          price: [3200, 12500],
          shape: 'psu',
          weight: 0.4,
          attributes: [
            [
              opt('20 A', '20', [['Rated Current', '2 x 10 A / 1 x 20 A']]),
              opt('40 A', '40', [['Rated Current', '2 x 20 A / 1 x 40 A']], 1.5),
            ],
          ],
          specs: [
            ['Voltage', '24 V DC'],
            ['Technology', 'Active MOSFET decoupling'],
          ],
          features: [
            'Two power supplies, no single point of failure',
            'MOSFET decoupling wastes almost no power',
            'Monitors both inputs',
          ],
          solutions: ['energy_management', 'process_control'],
          lines: [
            line('phoenix_contact', 'QUINT ORING', 'QUINT4-S-ORING/12-24DC/2X{a}/{a}', 1.3),
            line('weidmuller', 'PRO RM', 'PRO RM {a}', 1.2),
            line('mean_well', 'DRDN', 'DRDN{a}-24', 0.6),
          ],
        }),
      ),
    ]),
  ],
});
