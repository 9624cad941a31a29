import { category, family, leaf, line, opt, subcategory } from './define';

const PLC_SOLUTIONS = ['packaging', 'material_handling', 'process_control'] as const;

export const plc = category({
  name: 'PLC',
  description:
    'Compact and modular programmable logic controllers, smart relays and I/O expansion.',
  hsn: '85371000',
  shape: 'plc',
  subcategories: [
    subcategory('Compact PLC', [
      leaf(
        'Micro PLCs',
        family({
          noun: 'Compact PLC CPU',
          price: [9500, 48000],
          shape: 'plc',
          weight: 1.5,
          onRequest: 0.05,
          attributes: [
            [
              opt('14 DI / 10 DO', '14', [['Digital I/O', '14 inputs / 10 outputs']]),
              opt('24 DI / 16 DO', '24', [['Digital I/O', '24 inputs / 16 outputs']], 1.35),
              opt('8 DI / 6 DO', '08', [['Digital I/O', '8 inputs / 6 outputs']], 0.7),
            ],
            [
              opt('Transistor Output', 'T', [['Output Type', 'Transistor (PNP), 0.5 A']]),
              opt('Relay Output', 'R', [['Output Type', 'Relay, 2 A']], 0.95),
            ],
            [
              opt('24 V DC', 'D', [['Supply Voltage', '24 V DC']]),
              opt('230 V AC', 'A', [['Supply Voltage', '100-240 V AC']], 1.05),
            ],
          ],
          specs: [
            ['Program Memory', '100 KB'],
            ['Communication', 'Ethernet (Modbus TCP) + RS-485'],
            ['Analogue Inputs', '2 x 0-10 V built in'],
            ['Expansion', 'Up to 8 I/O modules'],
          ],
          features: [
            'Free programming software with simulation',
            'Built-in Ethernet for HMI and SCADA without extra modules',
            'High-speed counters and pulse outputs for simple positioning',
          ],
          solutions: [...PLC_SOLUTIONS, 'motion_control'],
          lines: [
            line('siemens', 'SIMATIC S7-1200', '6ES721#-1{b}G40-0XB0', 1.5, 2),
            line('mitsubishi', 'MELSEC iQ-F FX5U', 'FX5U-{a}M{b}/E{c}S', 1.3, 2),
            line('delta', 'DVP-SS2/SE', 'DVP{a}SE1{b}{c}', 0.5, 2),
            line('omron', 'CP2E', 'CP2E-N{a}D{b}-{c}', 0.85),
            line('schneider', 'Modicon M221', 'TM221CE{a}{b}', 1),
            line('allen_bradley', 'Micro850', '2080-LC50-{a}Q{b}B', 1.6),
            line('panasonic', 'FP0R', 'AFP0R{a}{b}{c}P', 0.95),
          ],
        }),
      ),
      leaf(
        'Smart Relays',
        family({
          noun: 'Smart Relay Logic Module',
          price: [3800, 16500],
          shape: 'plc',
          attributes: [
            [
              opt('8 DI / 4 DO', '8', [['Digital I/O', '8 inputs / 4 relay outputs']]),
              opt('12 DI / 8 DO', '12', [['Digital I/O', '12 inputs / 8 relay outputs']], 1.4),
            ],
            [
              opt('With Display', 'D', [['Display', 'Backlit LCD with keys']], 1.2),
              opt('Without Display', 'B', [['Display', 'None (blind)']]),
            ],
            [
              opt('24 V DC', 'D', [['Supply Voltage', '24 V DC']]),
              opt('230 V AC', 'A', [['Supply Voltage', '115-240 V AC']]),
            ],
          ],
          specs: [
            ['Program', '400 function blocks'],
            ['Clock', 'Real-time clock with 10-day backup'],
            ['Mounting', 'DIN rail'],
          ],
          features: [
            'Replaces timers, counters and relays in small panels',
            'Programmable from the front keys or by PC',
            'Web server for remote monitoring (Ethernet versions)',
          ],
          solutions: ['building_automation', 'water_treatment'],
          lines: [
            line('siemens', 'LOGO! 8', '6ED1052-1{c}{b}08-0BA1', 1.3, 2),
            line('schneider', 'Zelio Logic', 'SR3B{a}1{c}{b}', 1),
            line('delta', 'DVP-PM', 'DVP{a}SR{c}', 0.5),
            line('omron', 'ZEN', 'ZEN-{a}C1{c}{b}-V2', 0.9),
          ],
        }),
      ),
    ]),
    subcategory('Modular PLC', [
      leaf(
        'CPU Modules',
        family({
          noun: 'Modular PLC CPU Module',
          price: [28000, 185000],
          shape: 'plc',
          onRequest: 0.18,
          attributes: [
            [
              opt('Standard', 'S', [['CPU Class', 'Standard']]),
              opt('High Performance', 'H', [['CPU Class', 'High performance']], 1.8),
              opt('Safety', 'F', [['CPU Class', 'Safety-rated (SIL 3)']], 2.2),
            ],
            [
              opt('PROFINET', 'P', [['Network', 'PROFINET / Ethernet']]),
              opt('EtherNet/IP', 'E', [['Network', 'EtherNet/IP']], 1.05),
              opt('EtherCAT', 'C', [['Network', 'EtherCAT']], 1.05),
            ],
          ],
          specs: [
            ['Program Memory', '1 MB'],
            ['Max. I/O', '8,192 points'],
            ['Supply Voltage', '24 V DC'],
          ],
          features: [
            'Motion control, PID and web server in one CPU',
            'SD card slot for program backup and recipe data',
            'Online changes without stopping the plant',
          ],
          solutions: [...PLC_SOLUTIONS, 'motion_control'],
          lines: [
            line('siemens', 'SIMATIC S7-1500', '6ES751#-{a}{b}M03-0AB0', 1.3, 2),
            line('allen_bradley', 'CompactLogix 5380', '5069-L3#{a}ER{b}', 1.5),
            line('mitsubishi', 'MELSEC iQ-R', 'R0#{a}CPU-{b}', 1.2),
            line('omron', 'NX1P/NJ', 'NX1P2-1#40D{b}', 1),
            line('schneider', 'Modicon M580', 'BMEP58#0{a}0', 1.3),
            line('delta', 'AS300', 'AS3#2{a}-{b}', 0.5),
          ],
        }),
      ),
    ]),
    subcategory(
      'I/O Modules',
      [
        leaf(
          'Digital I/O Modules',
          family({
            noun: 'Digital I/O Module',
            price: [3200, 22000],
            shape: 'io',
            weight: 1.5,
            attributes: [
              [
                opt('16 DI', '16I', [['Channels', '16 digital inputs, 24 V DC']]),
                opt('16 DO', '16O', [['Channels', '16 digital outputs, 0.5 A']], 1.1),
                opt('8 DI / 8 DO', '88', [['Channels', '8 inputs / 8 outputs']], 1.05),
                opt('32 DI', '32I', [['Channels', '32 digital inputs']], 1.6),
              ],
            ],
            specs: [
              ['Supply Voltage', '24 V DC'],
              ['Isolation', 'Optocoupler, 500 V'],
              ['Connection', 'Removable terminal block'],
            ],
            features: [
              'Hot-swap removable terminal block: no rewiring on replacement',
              'Per-channel status LEDs',
              'Diagnostics reported to the CPU',
            ],
            solutions: [...PLC_SOLUTIONS],
            lines: [
              line('siemens', 'SIMATIC S7-1200 SM', '6ES722#-1{a}32-0XB0', 1.4, 2),
              line('mitsubishi', 'FX5', 'FX5-{a}ES', 1.2),
              line('delta', 'DVP-S', 'DVP{a}SN11T', 0.5, 2),
              line('omron', 'NX-ID/OD', 'NX-{a}#', 1),
              line('allen_bradley', 'Compact 5000 I/O', '5069-{a}B#', 1.6),
              line('schneider', 'Modicon TM3', 'TM3D{a}K', 1),
            ],
          }),
        ),
        leaf(
          'Analog I/O Modules',
          family({
            noun: 'Analog I/O Module',
            price: [7800, 42000],
            shape: 'io',
            attributes: [
              [
                opt('4 AI', '4AI', [['Channels', '4 analogue inputs']]),
                opt('2 AO', '2AO', [['Channels', '2 analogue outputs']], 0.9),
                opt('8 AI', '8AI', [['Channels', '8 analogue inputs']], 1.5),
                opt('4 RTD', '4RT', [['Channels', '4 RTD/thermocouple inputs']], 1.3),
              ],
            ],
            specs: [
              ['Signal', '0-10 V, 4-20 mA'],
              ['Resolution', '16 bit'],
              ['Supply Voltage', '24 V DC'],
            ],
            features: [
              'Per-channel configurable range and filtering',
              'Wire-break and overrange diagnostics',
              'Factory calibrated',
            ],
            solutions: ['process_control', 'water_treatment'],
            lines: [
              line('siemens', 'SIMATIC S7-1200 SM', '6ES723#-4{a}32-0XB0', 1.4, 2),
              line('delta', 'DVP-S', 'DVP{a}D-S', 0.5),
              line('mitsubishi', 'FX5', 'FX5-{a}DP', 1.2),
              line('omron', 'NX-AD', 'NX-{a}#', 1),
            ],
          }),
        ),
        leaf(
          'Communication Modules',
          family({
            noun: 'PLC Communication Module',
            price: [6500, 38000],
            shape: 'io',
            weight: 0.8,
            attributes: [
              [
                opt('PROFIBUS DP', 'DP', [['Protocol', 'PROFIBUS DP']]),
                opt('Modbus RTU', 'MB', [['Protocol', 'Modbus RTU (RS-485)']], 0.7),
                opt('4G LTE', 'LTE', [['Protocol', '4G LTE remote access']], 1.5),
                opt('CANopen', 'CO', [['Protocol', 'CANopen']], 0.9),
              ],
            ],
            specs: [
              ['Supply Voltage', '24 V DC'],
              ['Mounting', 'Left side of the CPU'],
            ],
            features: [
              'Connect drives, meters and remote I/O to the PLC',
              'Configured in the PLC software: no extra tools',
              'Status LEDs for link and traffic',
            ],
            solutions: ['process_control', 'energy_management'],
            lines: [
              line('siemens', 'SIMATIC CM', '6GK72#-{a}', 1.4),
              line('delta', 'DVP-F', 'DVPF{a}-S', 0.5),
              line('mitsubishi', 'FX5', 'FX5-{a}-ADP', 1.1),
              line('omron', 'CP1W', 'CP1W-{a}#', 0.9),
            ],
          }),
        ),
      ],
      '85389000',
    ),
  ],
});
