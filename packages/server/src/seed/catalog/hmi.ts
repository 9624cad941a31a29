import { category, family, leaf, line, opt, subcategory } from './define';

const screens = [
  opt('4.3 inch', '4', [['Display', '4.3" TFT, 480 x 272']], 0.65),
  opt('7 inch', '7', [['Display', '7" TFT, 800 x 480']]),
  opt('10 inch', '10', [['Display', '10.1" TFT, 1024 x 600']], 1.55),
  opt('15 inch', '15', [['Display', '15.6" TFT, 1366 x 768']], 2.6),
];

export const hmi = category({
  name: 'HMI',
  description: 'Touch panels, text displays and industrial panel PCs for machine operators.',
  hsn: '85371000',
  shape: 'hmi',
  subcategories: [
    subcategory('Touch Panel HMI', [
      leaf(
        'Basic Touch Panels',
        family({
          noun: 'Touch Panel HMI',
          price: [11500, 42000],
          shape: 'hmi',
          weight: 1.5,
          attributes: [
            screens.slice(0, 3),
            [
              opt('Ethernet', 'E', [['Interface', 'Ethernet + RS-232/485']]),
              opt('Serial', 'S', [['Interface', 'RS-232/422/485']], 0.85),
            ],
          ],
          specs: [
            ['Touch', 'Resistive, analogue'],
            ['Supply Voltage', '24 V DC'],
            ['Front Protection', 'IP65'],
            ['Colours', '65,536'],
          ],
          features: [
            'Drivers for all major PLC brands included',
            'Recipes, alarms and trends without scripting',
            'USB port for project transfer and data logging',
          ],
          solutions: ['packaging', 'material_handling', 'process_control'],
          lines: [
            line('siemens', 'SIMATIC KTP Basic', '6AV2123-2{a}B03-0AX0', 1.4, 2),
            line('delta', 'DOP-100', 'DOP-1{a}7{b}S', 0.5, 2),
            line('schneider', 'Harmony GXU', 'HMIGXU{a}5{b}2', 1),
            line('mitsubishi', 'GOT SIMPLE', 'GS21{a}0-GTWS-{b}', 1.1),
            line('omron', 'NB', 'NB{a}W-TW01{b}', 0.9),
            line('allen_bradley', 'PanelView 800', '2711R-T{a}T{b}', 1.5),
          ],
        }),
      ),
      leaf(
        'Advanced Touch Panels',
        family({
          noun: 'Advanced Touch Panel HMI',
          price: [38000, 145000],
          shape: 'hmi',
          onRequest: 0.1,
          attributes: [
            screens.slice(1),
            [
              opt('', 'P', [['Interface', '2 x Ethernet (PROFINET), USB, SD']]),
              opt('Web Enabled', 'W', [['Interface', '2 x Ethernet, web server, VNC']], 1.15),
            ],
          ],
          specs: [
            ['Touch', 'Projected capacitive, multi-touch'],
            ['Supply Voltage', '24 V DC'],
            ['Front Protection', 'IP66K'],
            ['Memory', '24 MB user memory'],
          ],
          features: [
            'Glass front, wide-angle display readable from 170°',
            'Scripting, archives and user management',
            'Remote access from a browser or mobile',
          ],
          solutions: ['process_control', 'packaging', 'energy_management'],
          lines: [
            line('siemens', 'SIMATIC Unified Comfort', '6AV2128-3{a}B06-0AX{b}', 1.3, 2),
            line('mitsubishi', 'GOT2000', 'GT27{a}-VTB{b}', 1.1),
            line('allen_bradley', 'PanelView 5510', '2715P-T{a}W-{b}', 1.5),
            line('omron', 'NA5', 'NA5-{a}W001B-V1', 1),
          ],
        }),
      ),
    ]),
    subcategory('Text Displays & Panel PCs', [
      leaf(
        'Text Displays',
        family({
          noun: 'Text Display Operator Panel',
          price: [5200, 14500],
          shape: 'hmi',
          weight: 0.6,
          attributes: [
            [
              opt('2 Line', '2', [['Display', '2 x 20 characters']]),
              opt('4 Line', '4', [['Display', '4 x 20 characters']], 1.25),
            ],
          ],
          specs: [
            ['Keys', '12 function keys'],
            ['Interface', 'RS-485 (Modbus RTU)'],
            ['Front Protection', 'IP65'],
          ],
          features: [
            'Economical operator interface for simple machines',
            'Set-point entry and alarm messages',
            'Powered from the PLC port',
          ],
          solutions: ['packaging'],
          lines: [
            line('delta', 'TP04', 'TP0{a}G-AL-C', 0.8),
            line('siemens', 'SIMATIC TD', '6ED1055-4{a}H00-0BA2', 1.3),
            line('selec', 'TD', 'TD-{a}#', 0.6),
          ],
        }),
      ),
      leaf(
        'Industrial Panel PCs',
        family({
          noun: 'Industrial Panel PC',
          price: [78000, 265000],
          shape: 'hmi',
          hsn: '84714190',
          weight: 0.6,
          onRequest: 0.25,
          attributes: [
            screens.slice(2),
            [
              opt('Core i5', 'I5', [['Processor', 'Intel Core i5, 8 GB RAM, 256 GB SSD']]),
              opt('Core i7', 'I7', [['Processor', 'Intel Core i7, 16 GB RAM, 512 GB SSD']], 1.3),
            ],
          ],
          specs: [
            ['Operating System', 'Windows 10 IoT Enterprise'],
            ['Cooling', 'Fanless'],
            ['Front Protection', 'IP65'],
          ],
          features: [
            'Runs SCADA, MES and vision software at the machine',
            'Fanless, 24/7 rated design',
            'Wide temperature range 0 to 50 °C',
          ],
          solutions: ['process_control', 'energy_management'],
          lines: [
            line('siemens', 'SIMATIC IPC477E', '6AV7241-{a}{b}#0', 1.3),
            line('allen_bradley', 'VersaView 6300P', '6300P-{a}{b}', 1.4),
            line('delta', 'DIAView PPC', 'PPC-{a}{b}', 0.7),
          ],
        }),
      ),
    ]),
  ],
});
