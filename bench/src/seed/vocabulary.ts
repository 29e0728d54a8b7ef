import { TOOL_CATALOGUE } from '@toolyard/shared';

/*
 * Word lists the generator indexes by row number: row i always gets the same words, so two runs
 * make the same data. Deliberately mixed: accented and dotted letters (München, İstanbul,
 * Kovačević) exercise the accent-insensitive search the way real data does.
 */

/** Tool names, makers and descriptions: the product's own catalogue (realistic, and one source). */
export const TOOL_NAMES = TOOL_CATALOGUE.map((item) => item.name);
export const TOOL_MAKERS = TOOL_CATALOGUE.map((item) => item.manufacturer);
export const TOOL_DESCRIPTIONS = TOOL_CATALOGUE.map((item) => item.description);

export const TOOL_CONDITIONS = ['Excellent', 'Good', 'Good', 'Fair', 'Worn, still usable'];

export const TOOL_NOTES = [
  'Battery pack replaced last season.',
  'Case is cracked, tool itself fine.',
  'Kept with the spare blades.',
  'Check the cable before use.',
  'Belongs to the Zürich crew, lent out on request.',
];

export const CITIES = [
  'München',
  'Zürich',
  'Sarajevo',
  'İstanbul',
  'Köln',
  'Düsseldorf',
  'Wien',
  'Graz',
  'Genève',
  'Tiranë',
  'Prishtinë',
  'Mostar',
  'Banja Luka',
  'Niš',
  'Beograd',
  'Zagreb',
  'Ljubljana',
  'Split',
  'Kraków',
  'Łódź',
  'Malmö',
  'Göteborg',
  'Ankara',
  'İzmir',
  'Hamburg',
  'Lüneburg',
  'Nürnberg',
  'Saarbrücken',
  'Linz',
  'Salzburg',
  'Bern',
  'Basel',
  'Luzern',
  'Innsbruck',
  'Skopje',
  'Tuzla',
  'Zenica',
  'Durrës',
  'Shkodër',
  'Bursa',
];

/** Vehicle plate prefixes, one per city above (same index). */
export const PLATE_PREFIXES = [
  'M',
  'ZH',
  'SA',
  '34',
  'K',
  'D',
  'W',
  'G',
  'GE',
  'TR',
  'PR',
  'MO',
  'BL',
  'NI',
  'BG',
  'ZG',
  'LJ',
  'ST',
  'KR',
  'EL',
  'MM',
  'GB',
  '06',
  '35',
  'HH',
  'LG',
  'N',
  'SB',
  'L',
  'S',
  'BE',
  'BS',
  'LU',
  'I',
  'SK',
  'TZ',
  'ZE',
  'DR',
  'SH',
  '16',
];

export const BRANCH_SUFFIXES = [
  'Nord',
  'Süd',
  'Ost',
  'West',
  'Mitte',
  'Hafen',
  'Flughafen',
  'Depot',
  'Werkhof',
  'Zentrale',
];

export const STREETS = [
  'Hauptstraße',
  'Bahnhofstrasse',
  'Leopoldstraße',
  'Ferhadija',
  'İstiklal Caddesi',
  'Rruga e Durrësit',
  'Ilica',
  'Marijin Dvor',
  'Mariahilfer Straße',
  'Seefeldstrasse',
  'Königsallee',
  'Hohe Straße',
  'Bulevar Oslobođenja',
  'Zmaja od Bosne',
  'Bağdat Caddesi',
  'Rue du Rhône',
  'Slovenska cesta',
];

export const SITE_KINDS = [
  'Wohnpark',
  'Schulhaus',
  'Bürohaus',
  'Brücke',
  'Tiefgarage',
  'Klinik',
  'Sporthalle',
  'Rathaus',
  'Residence',
  'Logistics Hall',
  'Stambeni objekat',
  'Konut Projesi',
  'Shkolla',
  'Tržni centar',
];

export const FIRST_NAMES = [
  'Mehmet',
  'Ana',
  'Arben',
  'Jonas',
  'Petra',
  'Emir',
  'Ayşe',
  'Luka',
  'Selin',
  'Dragan',
  'Lena',
  'Besnik',
  'Marija',
  'Tobias',
  'Elif',
  'Hasan',
  'Ivana',
  'Florian',
  'Zeynep',
  'Nikola',
  'Jürgen',
  'Dženana',
  'Çağlar',
  'Ermira',
  'Matthias',
  'Sanja',
  'Burak',
  'Lea',
  'Goran',
  'Blerta',
];

export const LAST_NAMES = [
  'Yılmaz',
  'Kovačević',
  'Gashi',
  'Weber',
  'Lange',
  'Hodžić',
  'Demir',
  'Horvat',
  'Müller',
  'Berisha',
  'Petrović',
  'Schneider',
  'Öztürk',
  'Babić',
  'Krasniqi',
  'Fischer',
  'Şahin',
  'Jović',
  'Begić',
  'Wagner',
  'Çelik',
  'Hoxha',
  'Novak',
  'Brandt',
  'Đorđević',
  'Kaya',
  'Zimmermann',
];

export const STORAGE_KINDS = ['Container', 'Regal', 'Lagerhalle', 'Werkzeugschrank', 'Magazin'];
export const STORAGE_LOCATIONS = [
  'Yard, north gate',
  'Workshop hall 2',
  'Basement B1',
  'Behind the office',
  'Loading dock',
];

/** Make and model pairs (same index). */
export const VEHICLE_MAKES = [
  'Volkswagen',
  'Mercedes-Benz',
  'Ford',
  'Renault',
  'Iveco',
  'Toyota',
  'Fiat',
  'MAN',
  'Opel',
  'Škoda',
  'Citroën',
  'Peugeot',
];
export const VEHICLE_MODELS = [
  'Crafter',
  'Sprinter',
  'Transit',
  'Master',
  'Daily',
  'Hilux',
  'Ducato',
  'TGE',
  'Movano',
  'Octavia Combi',
  'Jumper',
  'Boxer',
];

export const VEHICLE_LOCATIONS = ['On site', 'Depot', 'Workshop', 'Car wash', 'Fuel station'];

export const REPORT_TITLES = [
  'Daily site report',
  'Concrete pour, slab level 2',
  'Scaffolding inspection',
  'Delivery of reinforcement steel',
  'Excavation progress',
  'Safety walk',
  'Weather delay',
  'Handover to the electricians',
  'Roof membrane installed',
  'Drywall finished, ground floor',
  'Crane inspection',
  'Façade anchors checked',
];

export const REPORT_OPENINGS = [
  'Crew of six on site from 07:00.',
  'Rain until noon, work resumed at 12:30.',
  'Site manager and client walked the ground floor.',
  'Delivery arrived two hours late.',
  'All workers signed the safety briefing.',
  'Night frost: concrete covered with blankets.',
];

export const REPORT_BODIES = [
  'Formwork for the north wall completed and checked against the drawings.',
  'Twelve cubic metres of C25/30 placed and vibrated; samples taken for the lab.',
  'Two scaffold ties were missing on the east side and were replaced before work continued.',
  'Excavation reached the planned depth; groundwater lower than expected.',
  'The rotary hammer overheated twice; it was swapped for the spare from the container.',
  'Electricians pulled cables in stairwell B; the inspection is booked for Thursday.',
  'Insulation boards delivered and stored under cover next to the crane.',
];

export const REPORT_CLOSINGS = [
  'No incidents.',
  'Next steps agreed with the foreman.',
  'Photos are in the project folder.',
  'Materials for tomorrow are on site.',
  'One near miss reported, see the safety log.',
];
