// SAMPLE DATA, fictional: the catalogues of the demo voice assistants (spec: voice §1, the
// hotel receptionist, restaurant order-taker and hospital appointment coordinator). The hotel,
// restaurant and clinic do not exist; no name, price or clinician here is real. Inserted once
// per database by the seed step on every run mode, because the demo assistants cannot work
// without them (docs/architecture.md#voice-agent).

/** The sample hotel the hotel bubble shows (packages/content/src/voice-demos.ts, sampleHotel). */
export const voiceDemoHotel = {
  name: 'The Harbour View Hotel',
  location: 'Brighton, United Kingdom',
} as const;

export const voiceDemoRoomTypes = [
  {
    id: 'standard_double',
    name: 'Standard Double',
    description: 'A double bed, rain shower and a view of the courtyard.',
    maxGuests: 2,
    nightlyRateUsd: '129.00',
    roomCount: 12,
  },
  {
    id: 'twin',
    name: 'Twin Room',
    description: 'Two single beds, a work desk and a courtyard view.',
    maxGuests: 2,
    nightlyRateUsd: '119.00',
    roomCount: 8,
  },
  {
    id: 'harbour_king',
    name: 'Harbour View King',
    description: 'A king bed and a balcony over the harbour.',
    maxGuests: 2,
    nightlyRateUsd: '189.00',
    roomCount: 6,
  },
  {
    id: 'family_suite',
    name: 'Family Suite',
    description: 'A king bed and two singles in a separate room, sleeps four.',
    maxGuests: 4,
    nightlyRateUsd: '249.00',
    roomCount: 3,
  },
] as const;

export const voiceDemoRestaurant = {
  name: 'Olive & Ember Kitchen (sample)',
} as const;

export const voiceDemoMenuItems = [
  [
    'garlic_flatbread',
    'Starters',
    'Garlic Flatbread',
    'Wood-fired flatbread, garlic butter, parsley.',
    '6.50',
  ],
  ['burrata', 'Starters', 'Burrata', 'Burrata with roasted tomatoes and basil oil.', '11.00'],
  ['tomato_soup', 'Starters', 'Roasted Tomato Soup', 'With sourdough croutons. Vegan.', '7.00'],
  ['margherita', 'Pizza', 'Margherita', 'Tomato, mozzarella, basil.', '13.00'],
  ['diavola', 'Pizza', 'Diavola', 'Tomato, mozzarella, spicy salami, chilli honey.', '15.50'],
  ['funghi', 'Pizza', 'Funghi', 'Mushrooms, thyme, fontina, no tomato. Vegetarian.', '14.50'],
  ['lamb_skewers', 'Grill', 'Lamb Skewers', 'Ember-grilled lamb, yoghurt, flatbread.', '19.00'],
  [
    'halloumi_bowl',
    'Grill',
    'Halloumi Bowl',
    'Grilled halloumi, freekeh, herbs, pomegranate.',
    '16.00',
  ],
  ['chicken_souvlaki', 'Grill', 'Chicken Souvlaki', 'Chicken thigh, tzatziki, fries.', '17.50'],
  ['tiramisu', 'Desserts', 'Tiramisu', 'Espresso, mascarpone, cocoa.', '8.00'],
  [
    'olive_oil_cake',
    'Desserts',
    'Olive Oil Cake',
    'Orange and olive oil cake with crème fraîche.',
    '7.50',
  ],
  ['lemonade', 'Drinks', 'House Lemonade', 'Fresh lemons and mint.', '4.50'],
  ['sparkling_water', 'Drinks', 'Sparkling Water', '750 ml bottle.', '3.50'],
].map(([id, category, name, description, priceUsd], index) => ({
  id: id as string,
  category: category as string,
  name: name as string,
  description: description as string,
  priceUsd: priceUsd as string,
  sortOrder: index,
}));

export const voiceDemoClinic = {
  name: 'Northgate Community Clinic (sample)',
} as const;

export const voiceDemoClinicians = [
  {
    id: 'dr_amara_osei',
    name: 'Dr Amara Osei',
    department: 'General Practice',
    appointmentMinutes: 15,
  },
  {
    id: 'dr_lena_fischer',
    name: 'Dr Lena Fischer',
    department: 'General Practice',
    appointmentMinutes: 15,
  },
  {
    id: 'dr_rafael_moreno',
    name: 'Dr Rafael Moreno',
    department: 'Dermatology',
    appointmentMinutes: 30,
  },
  {
    id: 'nurse_priya_nair',
    name: 'Nurse Priya Nair',
    department: 'Vaccinations',
    appointmentMinutes: 10,
  },
] as const;

const weekdays = [1, 2, 3, 4, 5];
const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });

/** Clinic hours in UTC minutes of the day; 0 is Sunday. */
export const voiceDemoClinicHours = [
  ...weekdays.flatMap((weekday) => [
    { clinicianId: 'dr_amara_osei', weekday, ...hours(9, 12) },
    { clinicianId: 'dr_amara_osei', weekday, ...hours(13, 17) },
  ]),
  ...[1, 3, 5].map((weekday) => ({ clinicianId: 'dr_lena_fischer', weekday, ...hours(8, 13) })),
  ...[2, 4].map((weekday) => ({ clinicianId: 'dr_rafael_moreno', weekday, ...hours(10, 16) })),
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
    clinicianId: 'nurse_priya_nair',
    weekday,
    ...hours(9, 13),
  })),
];
