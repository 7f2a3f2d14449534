// The store's contact details (spec §1); the same values the seed writes into content.
export const STORE = {
  name: 'Vadodara Family Fashion',
  address: 'Shop 12, Alkapuri Arcade, R.C. Dutt Road, Alkapuri, Vadodara, Gujarat 390007',
  phone: '+91 265 234 5678',
  email: 'support@vadodarafamilyfashion.in',
  /** When the Alkapuri shop is open (spec §1's store hours). */
  hours: ['Monday–Saturday: 10:00 AM – 8:00 PM', 'Sunday: 11:00 AM – 6:00 PM'],
  /** When the phone is answered: spec §1's second reading (the home page's), labelled so the two never contradict. */
  supportHours: ['Mon-Sat: 9AM-8PM', 'Sunday: 10AM-6PM'],
  founded: 2014,
};

export const CATEGORY_LINKS = [
  { label: 'Men', to: '/shop?category=men' },
  { label: 'Women', to: '/shop?category=women' },
  { label: 'Kids', to: '/shop?category=kids' },
  { label: 'Elders', to: '/shop?category=elders' },
];
