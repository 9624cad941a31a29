import { category, family, leaf, line, opt, subcategory } from './define';

const coils = [
  opt('24 V DC', 'D24', [['Coil Voltage', '24 V DC']]),
  opt('230 V AC', 'A230', [['Coil Voltage', '230 V AC']], 1.05),
  opt('12 V DC', 'D12', [['Coil Voltage', '12 V DC']]),
];

export const relays = category({
  name: 'Relays',
  description:
    'General purpose, solid state, timer, monitoring and interface relays for every panel.',
  hsn: '85364900',
  shape: 'relay',
  subcategories: [
    subcategory('General Purpose Relays', [
      leaf(
        'Plug-in Relays',
        family({
          noun: 'Plug-in Power Relay',
          price: [180, 1250],
          shape: 'relay',
          weight: 2,
          attributes: [
            [
              opt('2 C/O', '2', [['Contacts', '2 C/O (DPDT)']]),
              opt('3 C/O', '3', [['Contacts', '3 C/O']], 1.25),
              opt('4 C/O', '4', [['Contacts', '4 C/O (4PDT)']], 1.4),
            ],
            coils,
            [
              opt('With LED', 'L', [['Indicator', 'LED and test button']], 1.15),
              opt('', 'S', [['Indicator', 'Mechanical flag']]),
            ],
          ],
          specs: [
            ['Contact Rating', '5 A at 250 V AC'],
            ['Mechanical Life', '20 million operations'],
            ['Mounting', 'Plug-in (socket sold separately)'],
          ],
          features: [
            'Lockable test button for manual operation during commissioning',
            'Transparent cover shows contact state',
            'Fits industry-standard 8/11/14-pin sockets',
          ],
          solutions: ['building_automation', 'process_control', 'packaging'],
          lines: [
            line('omron', 'MY', 'MY{a}N-{c} {b}', 1, 3),
            line('schneider', 'Zelio RXM', 'RXM{a}AB{c}{b}', 0.95),
            line('phoenix_contact', 'RIF', 'RIF-#-RPT-{b}/{a}X21', 1.3),
            line('weidmuller', 'RCL', 'RCL4{a}{c}#{b}', 1.2),
            line('panasonic', 'HC', 'HC{a}-H{c}-{b}', 0.9),
            line('selec', 'PR', 'PR-{a}{c}-{b}', 0.5, 2),
          ],
        }),
      ),
      leaf(
        'Relay Sockets',
        family({
          noun: 'Relay Socket',
          price: [90, 520],
          shape: 'terminal',
          hsn: '85369090',
          attributes: [
            [
              opt('8 Pin', '08', [['Pins', '8']]),
              opt('11 Pin', '11', [['Pins', '11']], 1.1),
              opt('14 Pin', '14', [['Pins', '14']], 1.2),
            ],
            [
              opt('DIN Rail', 'D', [['Mounting', 'DIN rail / panel']]),
              opt('Push-in', 'P', [['Mounting', 'DIN rail, push-in terminals']], 1.3),
            ],
          ],
          specs: [
            ['Rated Current', '10 A'],
            ['Rated Voltage', '250 V AC'],
            ['Material', 'Flame-retardant polyamide (UL94 V-0)'],
          ],
          features: [
            'Finger-safe terminals',
            'Hold-down clip keeps the relay in place under vibration',
            'Marker slot for relay identification',
          ],
          solutions: ['building_automation'],
          lines: [
            line('omron', 'PYF', 'PYF{a}A-{b}', 1, 2),
            line('schneider', 'Zelio RXZE', 'RXZE2M{a}{b}', 1),
            line('selec', 'SKT', 'SKT-{a}{b}', 0.5),
          ],
        }),
      ),
    ]),
    subcategory('Solid State Relays', [
      leaf(
        'Panel Mount SSR',
        family({
          noun: 'Panel Mount Solid State Relay',
          price: [650, 4200],
          shape: 'relay',
          weight: 1.2,
          attributes: [
            [
              opt('25 A', '25', [['Load Current', '25 A']]),
              opt('40 A', '40', [['Load Current', '40 A']], 1.3),
              opt('75 A', '75', [['Load Current', '75 A']], 1.9),
            ],
            [
              opt('Zero Cross', 'Z', [['Switching', 'Zero-cross turn-on']]),
              opt('Random Turn-on', 'R', [['Switching', 'Random turn-on']], 1.1),
            ],
          ],
          specs: [
            ['Control Voltage', '4-32 V DC'],
            ['Load Voltage', '24-480 V AC'],
            ['Isolation', '4,000 V rms'],
          ],
          features: [
            'Silent switching with no contact wear',
            'Ideal for heater control with PID temperature controllers',
            'Needs a heat sink above 10 A continuous',
          ],
          solutions: ['process_control', 'energy_management'],
          lines: [
            line('omron', 'G3NA', 'G3NA-2{a}0B-{b} DC5-24', 1, 2),
            line('autonics', 'SR1', 'SR1-1{a}4{b}', 0.45, 2),
            line('selec', 'SSR', 'SSR-{a}{b}A', 0.4),
            line('panasonic', 'AQA', 'AQA{a}1{b}Z', 1.05),
          ],
        }),
      ),
      leaf(
        'DIN Rail SSR',
        family({
          noun: 'DIN Rail Solid State Relay',
          price: [1400, 7800],
          shape: 'relay',
          weight: 0.8,
          attributes: [
            [
              opt('15 A', '15', [['Load Current', '15 A with integral heat sink']]),
              opt('25 A', '25', [['Load Current', '25 A with integral heat sink']], 1.3),
            ],
            [
              opt('1 Phase', '1', [['Phases', 'Single phase']]),
              opt('3 Phase', '3', [['Phases', 'Three phase']], 2.4),
            ],
          ],
          specs: [
            ['Control Voltage', '12-24 V DC'],
            ['Load Voltage', '24-480 V AC'],
            ['Mounting', '35 mm DIN rail'],
          ],
          features: [
            'Integral heat sink: no thermal calculation needed',
            'LED input indicator',
            'Slim width saves panel space',
          ],
          solutions: ['process_control', 'energy_management'],
          lines: [
            line('omron', 'G3PE', 'G3PE-{b}{a}5B DC12-24', 1),
            line('phoenix_contact', 'ELR', 'ELR H{b}-IES-PT-24DC/500AC-{a}', 1.3),
            line('weidmuller', 'TOS', 'TOS {a}A {b}PH', 1.2),
          ],
        }),
      ),
    ]),
    subcategory('Timers & Monitoring Relays', [
      leaf(
        'Timer Relays',
        family({
          noun: 'Timer Relay',
          price: [550, 4800],
          shape: 'relay',
          hsn: '91070000',
          weight: 1.2,
          attributes: [
            [
              opt(
                'Multi-function',
                'M',
                [['Function', '8 functions (ON-delay, OFF-delay, flicker …)']],
                1.2,
              ),
              opt('ON-delay', 'A', [['Function', 'ON-delay']]),
              opt('Star-Delta', 'S', [['Function', 'Star-delta']], 1.1),
            ],
            [
              opt('Analogue', 'A', [['Setting', 'Analogue dial']]),
              opt('Digital', 'D', [['Setting', 'Digital LCD display']], 1.7),
            ],
            [opt('24-240 V AC/DC', 'U', [['Supply Voltage', '24-240 V AC/DC']])],
          ],
          specs: [
            ['Time Range', '0.1 s to 100 h'],
            ['Output', '1 C/O, 5 A'],
            ['Mounting', 'DIN rail or plug-in'],
          ],
          features: [
            'Wide supply range: one part for AC and DC panels',
            'Repeat accuracy ±0.2 %',
            'Front-panel LEDs for supply and output',
          ],
          solutions: ['building_automation', 'packaging', 'water_treatment'],
          lines: [
            line('omron', 'H3CR', 'H3CR-{a}8{b}', 1, 2),
            line('selec', 'XT', 'XT{a}{b}#', 0.4, 2),
            line('schneider', 'Zelio RE22', 'RE22R{a}{b}MR', 1.1),
            line('autonics', 'ATE', 'AT{b}-{a}#', 0.5),
            line('siemens', 'SIRIUS 3RP25', '3RP25#5-1{a}W30', 1.3),
          ],
        }),
      ),
      leaf(
        'Phase Monitoring Relays',
        family({
          noun: 'Phase Monitoring Relay',
          price: [1200, 6200],
          shape: 'relay',
          weight: 0.8,
          attributes: [
            [
              opt('Phase Sequence & Failure', 'F', [['Monitors', 'Phase sequence and failure']]),
              opt(
                'Over/Under Voltage',
                'V',
                [['Monitors', 'Phase, over- and under-voltage']],
                1.35,
              ),
            ],
            [opt('415 V AC', '415', [['Supply Voltage', '3 x 380-480 V AC']])],
          ],
          specs: [
            ['Output', '1 C/O, 6 A'],
            ['Response Time', '< 100 ms'],
            ['Mounting', 'DIN rail, 22.5 mm'],
          ],
          features: [
            'Protects pumps and compressors from reverse rotation',
            'Trips on single phasing, a common cause of motor burnout',
            'Adjustable delay avoids nuisance trips on grid dips',
          ],
          solutions: ['water_treatment', 'energy_management', 'building_automation'],
          lines: [
            line('selec', '900VPR', '900VPR-{a}-#', 0.45, 2),
            line('abb', 'CM-PFS', 'CM-PFS.{a}', 1.2),
            line('schneider', 'Zelio RM22', 'RM22T{a}3', 1.1),
            line('omron', 'K8DT', 'K8DT-P{a}1', 1),
          ],
        }),
      ),
    ]),
    subcategory('Interface Relays', [
      leaf(
        'Slim Relay Modules',
        family({
          noun: 'Slim Interface Relay Module',
          price: [260, 1350],
          shape: 'relay',
          hsn: '85364100',
          attributes: [
            [
              opt('Electromechanical', 'R', [['Type', 'Electromechanical, 1 C/O 6 A']]),
              opt('Solid State', 'S', [['Type', 'Solid state, 3 A DC']], 1.3),
            ],
            [opt('24 V DC', '24', [['Coil Voltage', '24 V DC']])],
            [
              opt('Screw', 'S', [['Terminals', 'Screw']]),
              opt('Push-in', 'P', [['Terminals', 'Push-in']], 1.1),
            ],
          ],
          specs: [
            ['Width', '6.2 mm'],
            ['Mounting', '35 mm DIN rail'],
            ['Isolation', '4 kV'],
          ],
          features: [
            'Only 6.2 mm wide: 16 relays in 100 mm of rail',
            'Plug-in bridges for common potential',
            'Ideal as PLC output interface',
          ],
          solutions: ['process_control', 'packaging'],
          lines: [
            line('phoenix_contact', 'PLC-INTERFACE', 'PLC-R{a}{c}C-{b}DC/21', 1.2, 2),
            line('weidmuller', 'TERMSERIES', 'TRS {b}VDC 1CO {c}', 1.1, 2),
            line('omron', 'G2RV-SR', 'G2RV-SR{a}0{c} DC{b}', 1),
            line('schneider', 'Zelio RSL', 'RSL1{a}B4{b}D', 0.95),
          ],
        }),
      ),
    ]),
  ],
});
