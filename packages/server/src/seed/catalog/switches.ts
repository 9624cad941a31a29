import { category, family, leaf, line, opt, subcategory } from './define';

const contacts = [
  opt('1NO+1NC', '11', [['Contacts', '1 NO + 1 NC']]),
  opt('2NO', '20', [['Contacts', '2 NO']], 1.05),
  opt('1NO', '10', [['Contacts', '1 NO']], 0.85),
];

const colours = [
  opt('Green', 'G', [['Colour', 'Green']]),
  opt('Red', 'R', [['Colour', 'Red']]),
  opt('Yellow', 'Y', [['Colour', 'Yellow']]),
  opt('Blue', 'B', [['Colour', 'Blue']]),
  opt('White', 'W', [['Colour', 'White']]),
];

export const switches = category({
  name: 'Switches',
  description:
    'Limit switches, push buttons, pilot lamps, selector and cam switches for control panels.',
  hsn: '85365090',
  shape: 'button',
  subcategories: [
    subcategory('Limit Switches', [
      leaf(
        'Roller Lever Limit Switches',
        family({
          noun: 'Roller Lever Limit Switch',
          price: [850, 5800],
          shape: 'limit',
          weight: 1.5,
          attributes: [
            [
              opt('Metal Body', 'M', [['Housing', 'Die-cast zinc']], 1.3),
              opt('Plastic Body', 'P', [['Housing', 'Glass-filled polyamide']]),
            ],
            contacts.slice(0, 2),
            [
              opt('', 'A', [['Actuator', 'Adjustable roller lever']]),
              opt('', 'F', [['Actuator', 'Fixed roller lever']], 0.95),
            ],
          ],
          specs: [
            ['Rated Current', '10 A at 240 V AC'],
            ['Mechanical Life', '10 million operations'],
            ['Protection Class', 'IP67'],
            ['Conduit Entry', 'M20'],
          ],
          features: [
            'Positive opening contacts to IEC 60947-5-1',
            'Head can be rotated in 90° steps to suit the cam direction',
            'Sealed for coolant and wash-down areas',
          ],
          solutions: ['material_handling', 'machine_safety'],
          lines: [
            line('omron', 'D4N', 'D4N-{b}2{c}', 1),
            line('schneider', 'OsiSense XC', 'XCK{a}{b}1{c}H29', 1.1),
            line('honeywell', 'SZL-WL', 'SZL-WL-{a}-{c}', 1.05),
            line('siemens', 'SIRIUS 3SE5', '3SE5#{b}2-0{c}E01', 1.2),
            line('lt', 'LS', 'LS-{a}{b}{c}', 0.6),
          ],
        }),
      ),
      leaf(
        'Plunger Limit Switches',
        family({
          noun: 'Plunger Limit Switch',
          price: [720, 4200],
          shape: 'limit',
          attributes: [
            [
              opt('Top Plunger', 'T', [['Actuator', 'Top plunger']]),
              opt('Roller Plunger', 'R', [['Actuator', 'Top roller plunger']], 1.1),
            ],
            contacts.slice(0, 2),
          ],
          specs: [
            ['Rated Current', '6 A at 240 V AC'],
            ['Mechanical Life', '15 million operations'],
            ['Protection Class', 'IP66'],
          ],
          features: [
            'Short travel and precise repeatability (±0.05 mm)',
            'Snap-action contacts for clean switching at low speed',
            'Plug-in connector versions for quick replacement',
          ],
          solutions: ['material_handling', 'packaging'],
          lines: [
            line('omron', 'D4C', 'D4C-{b}0{a}', 1),
            line('honeywell', 'GLA', 'GLAA{b}A{a}B', 1.1),
            line('schneider', 'OsiSense XC', 'XCM{a}{b}02L1', 1),
            line('autonics', 'LS', 'LS-{a}{b}', 0.55),
          ],
        }),
      ),
    ]),
    subcategory('Push Buttons & Indicators', [
      leaf(
        'Push Buttons',
        family({
          noun: 'Push Button',
          price: [180, 1450],
          shape: 'button',
          weight: 2,
          attributes: [
            colours,
            [
              opt('Flush', 'F', [['Operator', 'Flush, spring return']]),
              opt('Mushroom', 'M', [['Operator', '40 mm mushroom head']], 1.4),
              opt('Illuminated', 'L', [['Operator', 'Illuminated, 24 V LED']], 1.8),
            ],
            contacts,
          ],
          specs: [
            ['Mounting Hole', '22.5 mm'],
            ['Rated Current', '10 A at 240 V AC'],
            ['Front Protection', 'IP66'],
          ],
          features: [
            'Snap-on contact blocks, up to 6 per operator',
            'Anti-rotation ring included',
            'Legend plates available in English and Hindi',
          ],
          solutions: ['machine_safety', 'packaging', 'building_automation'],
          lines: [
            line('schneider', 'Harmony XB5', 'XB5A{b}{a}{c}', 1, 2),
            line('siemens', 'SIRIUS ACT', '3SU1#0#-0AB{a}0-{c}', 1.2),
            line('lt', 'Esbee', 'EPB-{b}{a}{c}', 0.5, 2),
            line('abb', 'Compact', 'CP1-10{a}-{c}', 0.9),
            line('omron', 'A22N', 'A22N{b}-{a}-{c}', 0.95),
          ],
        }),
      ),
      leaf(
        'Pilot Lamps',
        family({
          noun: 'LED Pilot Lamp',
          price: [140, 950],
          shape: 'lamp',
          hsn: '85318000',
          weight: 1.5,
          attributes: [
            colours,
            [
              opt('24 V AC/DC', '24', [['Rated Voltage', '24 V AC/DC']]),
              opt('230 V AC', '230', [['Rated Voltage', '230 V AC']], 1.1),
            ],
          ],
          specs: [
            ['Mounting Hole', '22.5 mm'],
            ['Light Source', 'Integral LED, 50,000 h'],
            ['Front Protection', 'IP65'],
          ],
          features: [
            'Integral LED: no bulb to replace',
            'Bright, even glow visible in daylight',
            'Surge-protected for noisy panels',
          ],
          solutions: ['building_automation', 'process_control'],
          lines: [
            line('schneider', 'Harmony XB7', 'XB7EV0{a}{b}P', 1),
            line('lt', 'Esbee', 'ESBL-{a}-{b}', 0.45, 2),
            line('siemens', 'SIRIUS ACT', '3SU1#56-6AA{a}0-1AA0', 1.2),
            line('abb', 'CL2', 'CL2-5{b}{a}', 0.9),
          ],
        }),
      ),
    ]),
    subcategory('Selector & Cam Switches', [
      leaf(
        'Selector Switches',
        family({
          noun: 'Selector Switch',
          price: [320, 1800],
          shape: 'button',
          attributes: [
            [
              opt('2 Position', '2', [['Positions', '2, maintained']]),
              opt('3 Position', '3', [['Positions', '3, maintained']], 1.15),
              opt(
                '3 Position Spring Return',
                'S',
                [['Positions', '3, spring return to centre']],
                1.2,
              ),
            ],
            [
              opt('Short Handle', 'H', [['Operator', 'Short handle']]),
              opt('Key Operated', 'K', [['Operator', 'Key, removable in 0']], 1.6),
            ],
            contacts,
          ],
          specs: [
            ['Mounting Hole', '22.5 mm'],
            ['Rated Current', '10 A at 240 V AC'],
            ['Front Protection', 'IP66'],
          ],
          features: [
            'Clear position marking on the bezel',
            'Metal or plastic bezel options to match the panel',
            'Accepts the same contact blocks as the push buttons',
          ],
          solutions: ['machine_safety', 'building_automation'],
          lines: [
            line('schneider', 'Harmony XB5', 'XB5AD{a}{b}', 1),
            line('siemens', 'SIRIUS ACT', '3SU1#00-2{a}F11-0AA0', 1.2),
            line('lt', 'Esbee', 'ESS-{a}{b}-{c}', 0.5),
            line('omron', 'A22NS', 'A22NS-{a}{b}-{c}', 0.95),
          ],
        }),
      ),
      leaf(
        'Rotary Cam Switches',
        family({
          noun: 'Rotary Cam Switch',
          price: [650, 4800],
          shape: 'button',
          attributes: [
            [
              opt('16 A', '16', [['Rated Current', '16 A (AC-21)']]),
              opt('25 A', '25', [['Rated Current', '25 A (AC-21)']], 1.3),
              opt('32 A', '32', [['Rated Current', '32 A (AC-21)']], 1.6),
            ],
            [
              opt('On-Off', 'OF', [['Function', 'On-Off, 3 pole']]),
              opt('Changeover', 'CO', [['Function', '1-0-2 changeover']], 1.2),
              opt('Ammeter Selector', 'AS', [['Function', 'Ammeter selector, 4 position']], 1.1),
            ],
          ],
          specs: [
            ['Rated Voltage', '415 V AC'],
            ['Mounting', 'Panel, 48 x 48 mm front'],
            ['Standard', 'IS/IEC 60947-3'],
          ],
          features: [
            'Double-break silver contacts for long electrical life',
            'Padlockable handle option for maintenance isolation',
            'Modular stages: up to 12 poles',
          ],
          solutions: ['energy_management', 'building_automation'],
          lines: [
            line('lt', 'Salzer', 'SA{a}-{b}#', 0.6, 2),
            line('abb', 'OT', 'OT{a}E3-{b}', 1.1),
            line('siemens', 'SENTRON 3LD', '3LD#{a}0-{b}', 1.2),
            line('schneider', 'Harmony K', 'K{a}D0{b}QT', 1),
          ],
        }),
      ),
    ]),
    subcategory('Micro & Foot Switches', [
      leaf(
        'Micro Switches',
        family({
          noun: 'Micro Switch',
          price: [95, 850],
          shape: 'limit',
          attributes: [
            [
              opt('Pin Plunger', 'P', [['Actuator', 'Pin plunger']]),
              opt('Hinge Lever', 'L', [['Actuator', 'Hinge lever']], 1.05),
              opt('Roller Lever', 'R', [['Actuator', 'Hinge roller lever']], 1.15),
            ],
            [
              opt('5 A', '5', [['Rated Current', '5 A at 250 V AC']]),
              opt('15 A', '15', [['Rated Current', '15 A at 250 V AC']], 1.2),
            ],
          ],
          specs: [
            ['Contacts', 'SPDT (1 C/O)'],
            ['Mechanical Life', '10 million operations'],
            ['Terminals', 'Solder / quick-connect 4.8 mm'],
          ],
          features: [
            'Snap action with precise operating point',
            'Silver alloy contacts',
            'Standard V-type footprint for drop-in replacement',
          ],
          solutions: ['packaging', 'building_automation'],
          lines: [
            line('omron', 'V', 'V-{b}#-1C{a}', 1, 2),
            line('honeywell', 'V15', 'V15T{b}-{a}#', 1.1),
            line('panasonic', 'AV', 'AV{b}#{a}', 0.9),
          ],
        }),
      ),
      leaf(
        'Foot Switches',
        family({
          noun: 'Foot Switch',
          price: [1600, 7800],
          shape: 'limit',
          weight: 0.7,
          attributes: [
            [
              opt('Single Pedal', '1', [['Pedals', 'Single']]),
              opt('Double Pedal', '2', [['Pedals', 'Double']], 1.7),
            ],
            [
              opt('With Guard', 'G', [['Guard', 'Protective cover']], 1.3),
              opt('', 'O', [['Guard', 'Open']]),
            ],
          ],
          specs: [
            ['Contacts', '1 NO + 1 NC per pedal'],
            ['Housing', 'Cast aluminium'],
            ['Protection Class', 'IP66'],
          ],
          features: [
            'Guard prevents accidental operation on presses',
            'Non-slip base with carrying handle',
            'Cable gland M20 for 3 m cable',
          ],
          solutions: ['machine_safety'],
          lines: [
            line('schneider', 'XPE', 'XPE{b}{a}#', 1.1),
            line('siemens', 'SIRIUS 3SE2', '3SE2#{a}0-{b}', 1.2),
            line('omron', 'D5', 'D5-{a}{b}', 1),
            line('lt', 'FS', 'FS-{a}{b}', 0.6),
          ],
        }),
      ),
    ]),
  ],
});
