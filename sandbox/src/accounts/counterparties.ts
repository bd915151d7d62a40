/** The fictional shops and companies the sandbox's transactions are with. */

export interface Merchant {
  name: string;
  /** ISO 18245 merchant category code. */
  mcc: string;
  /** Euro-sized price range; other currencies scale it (currencies.ts). */
  min: number;
  max: number;
  /** How often it is chosen relative to the others. */
  weight: number;
}

export const EVERYDAY_MERCHANTS: readonly Merchant[] = [
  { name: 'Corner Market', mcc: '5411', min: 4, max: 60, weight: 6 },
  { name: 'Fresh Basket', mcc: '5411', min: 12, max: 140, weight: 4 },
  { name: 'Bean & Leaf Café', mcc: '5814', min: 3, max: 18, weight: 4 },
  { name: 'Luna Bistro', mcc: '5812', min: 14, max: 85, weight: 2 },
  { name: 'Northstar Fuel', mcc: '5541', min: 25, max: 90, weight: 2 },
  { name: 'City Transit', mcc: '4111', min: 2, max: 40, weight: 3 },
  { name: 'Wellbeing Pharmacy', mcc: '5912', min: 5, max: 45, weight: 1 },
  { name: 'Parcelpoint Online', mcc: '5999', min: 9, max: 160, weight: 2 },
  { name: 'Threadline', mcc: '5651', min: 19, max: 140, weight: 1 },
  { name: 'Homestead Hardware', mcc: '5251', min: 6, max: 120, weight: 1 },
  { name: 'Paper Lantern Books', mcc: '5942', min: 8, max: 45, weight: 1 },
  { name: 'Starlight Cinema', mcc: '7832', min: 10, max: 35, weight: 1 },
];

export const BUSINESS_MERCHANTS: readonly Merchant[] = [
  { name: 'Paperclip Office Supplies', mcc: '5943', min: 12, max: 260, weight: 4 },
  { name: 'Northstar Fuel', mcc: '5541', min: 40, max: 140, weight: 3 },
  { name: 'Skyline Airlines', mcc: '4511', min: 90, max: 640, weight: 1 },
  { name: 'Harborview Hotel', mcc: '7011', min: 95, max: 420, weight: 1 },
  { name: 'Luna Bistro', mcc: '5812', min: 30, max: 240, weight: 2 },
  { name: 'Fleetway Car Rental', mcc: '7512', min: 60, max: 380, weight: 1 },
  { name: 'Cloudberry Software', mcc: '5734', min: 15, max: 300, weight: 2 },
];

/** Shops abroad, paid in their own currency (a card payment with an exchange rate). */
export const FOREIGN_MERCHANTS: readonly (Merchant & { currency: string; town: string })[] = [
  { name: 'Tower Bridge Books', mcc: '5942', min: 6, max: 40, weight: 1, currency: 'GBP', town: 'London' },
  { name: 'Riverside Diner', mcc: '5812', min: 12, max: 70, weight: 1, currency: 'USD', town: 'New York' },
  { name: 'Gamla Stan Kaffe', mcc: '5814', min: 4, max: 15, weight: 1, currency: 'SEK', town: 'Stockholm' },
  {
    name: 'Canal Street Hotel',
    mcc: '7011',
    min: 90,
    max: 260,
    weight: 1,
    currency: 'EUR',
    town: 'Amsterdam',
  },
];

/** Billed in dollars every month, so every account with a card has a foreign-currency payment. */
export const MONTHLY_SUBSCRIPTION = {
  name: 'Cloudberry Software Inc.',
  mcc: '5734',
  currency: 'USD',
  minor: 1199,
  dayOfMonth: 7,
} as const;

export const EMPLOYERS = ['Northwind Logistics', 'Aurora Health', 'Kestrel Engineering'] as const;
export const LANDLORD = 'Maple Court Housing';
export const ENERGY_COMPANY = 'Brightwave Energy';
export const MOBILE_OPERATOR = 'Airlink Mobile';
export const INSURER = 'Shieldline Insurance';
export const TAX_OFFICE = 'Tax Administration';
export const CUSTOMERS = [
  'Blue Harbor',
  'Pinecrest',
  'Silverline',
  'Redwood Retail',
  'Copperfield',
  'Lakeside Foods',
] as const;
export const SUPPLIERS = [
  'Ironbridge Supplies',
  'Granite Logistics',
  'Oakleaf Wholesale',
  'Brightwave Energy',
] as const;
