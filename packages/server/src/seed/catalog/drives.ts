import { category, family, leaf, line, opt, subcategory } from './define';

const smallRatings = [
  opt('0.4 kW', '0.4', [['Motor Rating', '0.4 kW / 0.5 HP']], 0.8),
  opt('0.75 kW', '0.75', [['Motor Rating', '0.75 kW / 1 HP']]),
  opt('1.5 kW', '1.5', [['Motor Rating', '1.5 kW / 2 HP']], 1.3),
  opt('2.2 kW', '2.2', [['Motor Rating', '2.2 kW / 3 HP']], 1.55),
];

const largeRatings = [
  opt('5.5 kW', '5.5', [['Motor Rating', '5.5 kW / 7.5 HP']]),
  opt('11 kW', '11', [['Motor Rating', '11 kW / 15 HP']], 1.7),
  opt('22 kW', '22', [['Motor Rating', '22 kW / 30 HP']], 2.8),
  opt('37 kW', '37', [['Motor Rating', '37 kW / 50 HP']], 4.2),
];

export const drives = category({
  name: 'AC Drives',
  description: 'Variable frequency drives for conveyors, pumps, fans and compressors.',
  hsn: '85044090',
  shape: 'drive',
  subcategories: [
    subcategory('Micro Drives', [
      leaf(
        'Single Phase Micro Drives',
        family({
          noun: 'Single Phase VFD',
          price: [6500, 18500],
          shape: 'drive',
          weight: 1.2,
          attributes: [
            smallRatings,
            [opt('230 V 1-Phase', '2S', [['Input', '1 phase 200-240 V AC']])],
          ],
          specs: [
            ['Output Frequency', '0-599 Hz'],
            ['Control', 'V/f and sensorless vector'],
            ['Braking', 'Built-in brake chopper'],
            ['Communication', 'Modbus RTU (RS-485)'],
          ],
          features: [
            'Runs three-phase motors from a single-phase supply',
            'Built-in PID for pressure and flow control',
            'Side-by-side mounting saves panel width',
          ],
          solutions: ['energy_management', 'material_handling', 'water_treatment'],
          lines: [
            line('delta', 'VFD-E/MS300', 'VFD{a}MS21ANSAA', 0.6, 2),
            line('abb', 'ACS150/ACS180', 'ACS180-01N-0{a}A-1', 1),
            line('siemens', 'SINAMICS V20', '6SL3210-5BB1{a}-#UV1', 1.05, 2),
            line('schneider', 'Altivar 12', 'ATV12H0{a}M2', 1),
            line('mitsubishi', 'FR-D700', 'FR-D720S-{a}K', 1.1),
            line('danfoss', 'VLT Micro Drive FC 51', '132F00#{a}', 1.1),
            line('fuji', 'FRENIC-Mini', 'FRN{a}C2S-7A', 0.8),
          ],
        }),
      ),
      leaf(
        'Three Phase Micro Drives',
        family({
          noun: 'Three Phase Micro VFD',
          price: [7500, 24000],
          shape: 'drive',
          attributes: [
            smallRatings,
            [opt('415 V 3-Phase', '4', [['Input', '3 phase 380-480 V AC']])],
          ],
          specs: [
            ['Output Frequency', '0-599 Hz'],
            ['Control', 'Sensorless vector'],
            ['Overload', '150 % for 60 s'],
          ],
          features: [
            'Compact book-style housing',
            'Safe Torque Off input on selected models',
            'Copy unit for cloning parameters across machines',
          ],
          solutions: ['energy_management', 'material_handling', 'packaging'],
          lines: [
            line('delta', 'MS300', 'VFD{a}MS43ANSAA', 0.6, 2),
            line('abb', 'ACS380', 'ACS380-040S-0{a}A-4', 1.1),
            line('siemens', 'SINAMICS V20', '6SL3210-5BE1{a}-#UV0', 1.05, 2),
            line('yaskawa', 'GA500', 'GA50C4{a}0ABA', 1.05),
            line('danfoss', 'VLT Micro Drive FC 51', '132F00#{a}', 1.1),
          ],
        }),
      ),
    ]),
    subcategory('General Purpose Drives', [
      leaf(
        'Standard VFDs',
        family({
          noun: 'General Purpose AC Drive',
          price: [28000, 125000],
          shape: 'drive',
          weight: 1.2,
          onRequest: 0.1,
          attributes: [
            largeRatings,
            [opt('415 V 3-Phase', '4', [['Input', '3 phase 380-480 V AC']])],
          ],
          specs: [
            ['Control', 'Vector control with encoder feedback option'],
            ['Overload', '150 % for 60 s (heavy duty)'],
            ['Enclosure', 'IP20 / IP21'],
            ['Safety', 'Safe Torque Off (SIL 3)'],
          ],
          features: [
            'One drive family from conveyors to cranes',
            'Option slots for fieldbus and I/O',
            'Energy optimiser reduces motor losses at part load',
          ],
          solutions: ['energy_management', 'material_handling', 'process_control'],
          lines: [
            line('abb', 'ACS580', 'ACS580-01-0{a}A-4', 1.1, 2),
            line('siemens', 'SINAMICS G120', '6SL3210-1PE2{a}-#UL0', 1.2),
            line('schneider', 'Altivar Process ATV630', 'ATV630D{a}N4', 1.1),
            line('danfoss', 'VLT AutomationDrive FC 302', '131B#{a}', 1.2),
            line('yaskawa', 'GA700', 'CIPR-GA70C4{a}ABBA', 1.1),
            line('delta', 'C2000 Plus', 'VFD{a}C4EA-21', 0.6, 2),
            line('mitsubishi', 'FR-A800', 'FR-A840-{a}K-1', 1.15),
            line('fuji', 'FRENIC-Ace', 'FRN{a}E2S-4A', 0.8),
          ],
        }),
      ),
      leaf(
        'HVAC & Pump Drives',
        family({
          noun: 'HVAC and Pump Drive',
          price: [24000, 98000],
          shape: 'drive',
          weight: 0.6,
          onRequest: 0.08,
          attributes: [
            largeRatings.slice(0, 3),
            [opt('415 V 3-Phase', '4', [['Input', '3 phase 380-480 V AC']])],
          ],
          specs: [
            ['Functions', 'Multi-pump control, sleep mode, fire mode'],
            ['Communication', 'BACnet MS/TP, Modbus RTU'],
            ['Harmonics', 'Built-in DC choke'],
          ],
          features: [
            'Cuts fan and pump energy use by up to 50 %',
            'Dry-run and broken-belt detection',
            'Real-time clock for scheduled operation',
          ],
          solutions: ['building_automation', 'water_treatment', 'energy_management'],
          lines: [
            line('danfoss', 'VLT HVAC Drive FC 102', '131F#{a}', 1.2, 2),
            line('abb', 'ACH580', 'ACH580-01-0{a}A-4', 1.1),
            line('schneider', 'Altivar 212', 'ATV212HD{a}N4', 1),
            line('siemens', 'SINAMICS G120P', '6SL3220-1YE2{a}-#UP0', 1.2),
          ],
        }),
      ),
    ]),
  ],
});
