// The demo shop's SEO records, written by this module's seed (seo.seed.ts). Plain data, no database access.

export type PageName = 'home' | 'shop' | 'about' | 'contact' | 'product' | 'cart' | 'checkout' | 'account';

export const PAGE_NAMES: readonly PageName[] = ['home', 'shop', 'about', 'contact', 'product', 'cart', 'checkout', 'account'];

export interface SeedSeo {
  pageName: PageName;
  /** At most 60 characters. */
  title: string;
  /** At most 160 characters. */
  description: string;
  /** Comma separated. */
  keywords: string;
}

export const seedSeo: SeedSeo[] = [
  {
    pageName: 'home',
    title: 'Vadodara Family Fashion | Clothes for the Whole Family',
    description:
      'Sarees, kurtas, kids’ wear and comfort clothing for elders from our Alkapuri store. Free delivery across Vadodara and free shipping over ₹500.',
    keywords:
      'Vadodara clothing store, family fashion Vadodara, sarees Vadodara, kurtas, kids wear, elders clothing, Alkapuri, Gujarat',
  },
  {
    pageName: 'shop',
    title: 'Shop Men, Women, Kids & Elders | Vadodara Family Fashion',
    description:
      'Browse sarees, chaniya cholis, sherwanis, shirts, jeans, school uniforms, shawls and more. Filter by size and price; free delivery in Vadodara.',
    keywords:
      'buy clothes online Vadodara, sarees, chaniya choli, sherwani, kurti, jeans, school uniform, shawls, cardigans',
  },
  {
    pageName: 'about',
    title: 'About Us | Vadodara Family Fashion, Alkapuri',
    description:
      'Since 2014 our Alkapuri store has dressed Vadodara families of every age, from school uniforms to wedding sarees. Read our story and our promise.',
    keywords: 'about Vadodara Family Fashion, clothing shop Alkapuri, family clothing store Vadodara, since 2014',
  },
  {
    pageName: 'contact',
    title: 'Contact Us | Vadodara Family Fashion, Alkapuri',
    description:
      'Visit us at Alkapuri Arcade, R.C. Dutt Road, Vadodara, call +91 265 234 5678 or send a message. We reply within 24 hours.',
    keywords: 'contact Vadodara Family Fashion, clothing store Alkapuri address, R.C. Dutt Road, Vadodara phone, store hours',
  },
  {
    pageName: 'product',
    title: 'Product Details | Vadodara Family Fashion',
    description:
      'See sizes, colors, fabric and care details, then add to cart. Easy 7-day returns and free delivery across Vadodara.',
    keywords: 'product details, sizes, colors, fabric care, buy online Vadodara, ethnic wear, western wear',
  },
  {
    pageName: 'cart',
    title: 'Your Cart | Vadodara Family Fashion',
    description:
      'Review your items, apply a coupon and see your total in rupees. Orders over ₹500 ship free, and delivery in Vadodara is always free.',
    keywords: 'shopping cart, coupons, free shipping over 500, Vadodara delivery',
  },
  {
    pageName: 'checkout',
    title: 'Secure Checkout | Vadodara Family Fashion',
    description:
      'Enter your delivery address, then pay online (UPI, cards, net banking) or pay on delivery. Guest checkout available; free delivery across Vadodara.',
    keywords: 'checkout, secure online payment, pay on delivery, guest checkout, Vadodara delivery',
  },
  {
    pageName: 'account',
    title: 'My Account | Vadodara Family Fashion',
    description:
      'Sign in to view and reorder past orders, track deliveries in Vadodara and manage your profile and password.',
    keywords: 'my account, order history, reorder, sign in, register, Vadodara Family Fashion',
  },
];
