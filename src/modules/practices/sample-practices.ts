/** The spec's sample data: ten practices across six cities, two operatives each (real postcodes). */
const week = (open: string, close: string, sat: [string, string] | null, sun: [string, string] | null) => ({
  monday: { open, close, isClosed: false },
  tuesday: { open, close, isClosed: false },
  wednesday: { open, close, isClosed: false },
  thursday: { open, close, isClosed: false },
  friday: { open, close, isClosed: false },
  saturday: sat ? { open: sat[0], close: sat[1], isClosed: false } : { open: '', close: '', isClosed: true },
  sunday: sun ? { open: sun[0], close: sun[1], isClosed: false } : { open: '', close: '', isClosed: true },
});
const emergencyHours = week('08:00', '20:00', ['08:00', '20:00'], ['08:00', '20:00']);
const CORE = ['Emergency dental care', 'Toothache relief', 'Dental abscess treatment', 'Extractions', 'Root canal treatment', 'Broken tooth repair'];

export const SAMPLE_PRACTICES = [
  ['london-harley', 'Harley Street Emergency Dental', '58 Harley Street', null, 'London', 'W1G 9QB', 51.5203, -0.1469, '020 7946 0101', ['Dr Amelia Hart', 'Dr Rohan Mehta']],
  ['london-canary', 'Canary Wharf Dental Care', '25 Cabot Square', null, 'London', 'E14 4QA', 51.5054, -0.0235, '020 7946 0102', ['Dr Sophie Turner', 'Dr Daniel Okafor']],
  ['london-clapham', 'Clapham Junction Dental', '12 St John\'s Road', 'Battersea', 'London', 'SW11 1PN', 51.4627, -0.1675, '020 7946 0103', ['Dr Hannah Price', 'Dr Marcus Lee']],
  ['manchester-deansgate', 'Deansgate Dental Studio', '180 Deansgate', null, 'Manchester', 'M3 3WB', 53.4801, -2.2486, '0161 496 0104', ['Dr Olivia Grant', 'Dr Imran Shah']],
  ['manchester-didsbury', 'Didsbury Village Dental', '740 Wilmslow Road', 'Didsbury', 'Manchester', 'M20 2DW', 53.4177, -2.2314, '0161 496 0105', ['Dr Chloe Evans', 'Dr Tom Barker']],
  ['birmingham-colmore', 'Colmore Row Dental', '55 Colmore Row', null, 'Birmingham', 'B3 2AA', 52.4811, -1.8998, '0121 496 0106', ['Dr Priya Patel', 'Dr James Wilson']],
  ['liverpool-bold', 'Bold Street Dental', '70 Bold Street', null, 'Liverpool', 'L1 4HR', 53.4016, -2.9786, '0151 496 0107', ['Dr Emma Doyle', 'Dr Kwame Mensah']],
  ['edinburgh-princes', 'Princes Street Dental', '100 Princes Street', null, 'Edinburgh', 'EH2 3AA', 55.9519, -3.199, '0131 496 0108', ['Dr Isla Campbell', 'Dr Fraser Reid']],
  ['edinburgh-leith', 'Leith Walk Dental', '250 Leith Walk', 'Leith', 'Edinburgh', 'EH6 5EL', 55.968, -3.175, '0131 496 0109', ['Dr Morag Stewart', 'Dr Ali Hassan']],
  ['glasgow-buchanan', 'Buchanan Street Dental', '120 Buchanan Street', null, 'Glasgow', 'G1 2JW', 55.8617, -4.2533, '0141 496 0110', ['Dr Eilidh Murray', 'Dr Connor Byrne']],
].map(([key, name, line1, line2, city, postcode, lat, lng, phone, operatives]) => {
  const slug = String(key);
  return {
    key: `sample:${slug}`,
    practice: {
      name,
      address: { line1, line2, city, postcode },
      contact: { phone, email: `appointments@${slug}.example-dental.co.uk`, website: `https://${slug}.example-dental.co.uk` },
      coords: { lat, lng },
      services: CORE.join(', '),
      openingHours: emergencyHours,
    },
    operatives: (operatives as string[]).map((displayName) => ({
      displayName,
      email: `${displayName.toLowerCase().replace(/^dr /, '').replace(/[^a-z]+/g, '.')}@${slug}.example-dental.co.uk`,
    })),
  };
});
