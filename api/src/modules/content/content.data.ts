/**
 * The demo shop's site content, written by this module's seed (content.seed.ts). Plain data, no database access.
 * Content sections are stored as JSON in the `content` table keyed by section name (home, about, contact, size-guide,
 * shipping, faq, and the policy pages).
 */
import storefrontTexts from './storefront-texts.json';

export const storeContact = {
  address: 'Shop 12, Alkapuri Arcade, R.C. Dutt Road, Alkapuri, Vadodara, Gujarat 390007',
  phone: '+91 265 234 5678',
  email: 'support@vadodarafamilyfashion.in',
  hours: ['Monday–Saturday: 10:00 AM – 8:00 PM', 'Sunday: 11:00 AM – 6:00 PM'],
};

export interface ContentPage {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const sizeGuide: ContentPage = {
  title: 'Size Guide',
  intro:
    'Our sizes run from XS to XXL for men, women, kids and elders. Measure over light clothing with a soft tape and compare with the charts below; if you are between sizes, choose the larger one for a comfortable fit.',
  sections: [
    {
      heading: 'How to measure',
      paragraphs: [
        'Chest/bust: around the fullest part, keeping the tape level under the arms. Waist: around your natural waistline, just above the navel. Hips: around the fullest part of the seat.',
        'Length for kurtas, kurtis and sherwanis is measured from the highest point of the shoulder down to the hem.',
      ],
    },
    {
      heading: "Men's sizes (shirts, kurtas, sherwanis, jackets)",
      paragraphs: [
        'XS: chest 34–36 in, waist 28–30 in. S: chest 36–38 in, waist 30–32 in. M: chest 38–40 in, waist 32–34 in.',
        'L: chest 40–42 in, waist 34–36 in. XL: chest 42–44 in, waist 36–38 in. XXL: chest 44–46 in, waist 38–40 in.',
        'Jeans and trousers follow the same letters: S fits a 30–32 in waist, M 32–34 in, L 34–36 in, XL 36–38 in and XXL 38–40 in.',
      ],
    },
    {
      heading: "Women's sizes (kurtis, salwar suits, blouses, lehengas)",
      paragraphs: [
        'XS: bust 32 in, waist 26 in, hips 35 in. S: bust 34 in, waist 28 in, hips 37 in. M: bust 36 in, waist 30 in, hips 39 in.',
        'L: bust 38 in, waist 32 in, hips 41 in. XL: bust 40 in, waist 34 in, hips 43 in. XXL: bust 42 in, waist 36 in, hips 45 in.',
        'Sarees and dupattas are free size. Saree blouses have about 1 inch of margin at the side seams, and our Alkapuri store offers free basic alterations on lehengas and blouses.',
      ],
    },
    {
      heading: "Kids' sizes (by age)",
      paragraphs: [
        'Kids’ clothes use the same letters as adults so the shop filter works for everyone: XS fits 2–4 years (height 92–104 cm), S fits 4–6 years (104–116 cm), M fits 6–8 years (116–128 cm).',
        'L fits 8–10 years (128–140 cm), XL fits 10–12 years (140–152 cm) and XXL fits 12–14 years (152–164 cm). Children grow quickly, so for school uniforms we suggest one size up.',
      ],
    },
    {
      heading: 'Elders and comfort fit',
      paragraphs: [
        'Our comfort-fit range for elders is cut about 2 inches roomier at the chest and waist, with elasticated or drawstring waists. Choose your usual size; no need to size up.',
      ],
    },
  ],
};

const shipping: ContentPage = {
  title: 'Shipping & Delivery',
  intro:
    'We deliver across Vadodara, and delivery is always free: no minimum order, no hidden charges. Every order is packed with care at our Alkapuri store.',
  sections: [
    {
      heading: 'Delivery charges',
      paragraphs: [
        'Vadodara city (all pin codes 390001–390025): free delivery on every order, whatever the amount — and free shipping on orders over ₹500 is guaranteed.',
        'We currently deliver only within Vadodara. Shoppers from elsewhere are welcome to order for a Vadodara address or to collect from the store.',
      ],
    },
    {
      heading: 'Delivery timelines',
      paragraphs: [
        'Vadodara: orders placed before 2:00 PM are usually delivered the same day or the next day; orders placed later arrive within 1–2 working days.',
        'During Navratri, Diwali and the wedding season please allow one extra day.',
      ],
    },
    {
      heading: 'Order tracking',
      paragraphs: [
        'Signed-in customers can follow each order under My Account › My Orders. Anyone can check an order on the Track Order page with the order number and email address.',
      ],
    },
    {
      heading: 'Store pickup',
      paragraphs: [
        'Prefer to collect? Choose your items online and pick them up from Shop 12, Alkapuri Arcade, R.C. Dutt Road during store hours. Please bring your order number.',
      ],
    },
  ],
};

const faq: ContentPage = {
  title: 'Frequently Asked Questions',
  intro: 'Quick answers to the questions our customers ask most. Still need help? Call +91 265 234 5678 or write to support@vadodarafamilyfashion.in.',
  sections: [
    {
      heading: 'Do you deliver across Vadodara for free?',
      paragraphs: ['Yes. Delivery within Vadodara is free on every order, and orders over ₹500 ship free across India.'],
    },
    {
      heading: 'Can I shop without creating an account?',
      paragraphs: [
        'Yes, guest checkout is available. Creating an account lets you see your order history, reorder in one tap and check out faster next time.',
      ],
    },
    {
      heading: 'Which payment methods do you accept?',
      paragraphs: ['We accept debit and credit cards, UPI, net banking and wallets through our secure online payment partner.'],
    },
    {
      heading: 'How do I find my size?',
      paragraphs: [
        'Each product page lists the available sizes from XS to XXL. Our Size Guide has measurements for men, women and kids; sarees, dupattas and shawls are free size.',
      ],
    },
    {
      heading: 'Can I return or exchange an item?',
      paragraphs: [
        'Yes. Unworn items with original tags can be returned or exchanged within 7 days of delivery. Innerwear, altered or custom-stitched items cannot be returned. See our Return Policy for details.',
      ],
    },
    {
      heading: 'Do you offer alterations?',
      paragraphs: [
        'Basic alterations such as hemming and fitting of blouses, lehengas and trousers are free at our Alkapuri store for items bought from us.',
      ],
    },
    {
      heading: 'How do I use a coupon code?',
      paragraphs: ['Enter the code in the coupon box on the cart or checkout page and press Apply. The discount is shown in your order summary.'],
    },
  ],
};

const privacyPolicy: ContentPage = {
  title: 'Privacy Policy',
  intro:
    'Vadodara Family Fashion respects your privacy. This policy explains what personal data we collect, why we collect it and how we protect it, in line with India’s Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Your name, email address, phone number and delivery address when you register, place an order or contact us; your order history; and basic technical data such as browser type needed to run the site.',
        'Card and UPI details are entered on our payment partner’s secure page; we never see or store your full card number.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To process and deliver your orders, send order updates, answer your messages, prevent fraud and improve our shop. We send offers only if you subscribe to our newsletter, and you can unsubscribe at any time.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share only what is needed with our delivery and payment partners. We never sell your personal data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask to see, correct or delete your personal data by writing to support@vadodarafamilyfashion.in. We keep order records only as long as the law requires.',
      ],
    },
  ],
};

const terms: ContentPage = {
  title: 'Terms & Conditions',
  intro:
    'These terms apply to purchases from the Vadodara Family Fashion website. By placing an order you agree to them.',
  sections: [
    {
      heading: 'Products and prices',
      paragraphs: [
        'All prices are in Indian rupees (₹) and include applicable GST. Colours may vary slightly from the pictures because of screen settings and natural variation in handwoven fabrics such as Bandhani and Patola.',
        'We may correct pricing errors and update prices without notice; the price shown at checkout is the price you pay.',
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'An order is confirmed when payment succeeds and you receive a confirmation. We may cancel an order if an item is out of stock or suspected to be fraudulent, with a full refund.',
      ],
    },
    {
      heading: 'Coupons',
      paragraphs: ['One coupon per order. Coupons cannot be exchanged for cash and may carry a minimum order value or an expiry date.'],
    },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by Indian law, and the courts of Vadodara, Gujarat have jurisdiction.'],
    },
  ],
};

const returnPolicy: ContentPage = {
  title: 'Return & Exchange Policy',
  intro: 'Not quite right? Return or exchange unworn items with their original tags within 7 days of delivery.',
  sections: [
    {
      heading: 'What can be returned',
      paragraphs: [
        'Items must be unworn, unwashed and unaltered, with all tags and original packaging. Sarees must include the blouse piece and any fall or pico work must not have been done.',
        'Not returnable: innerwear, altered or custom-stitched garments, and items bought on clearance sale.',
      ],
    },
    {
      heading: 'How to return',
      paragraphs: [
        'Write to support@vadodarafamilyfashion.in or call +91 265 234 5678 with your order number within 7 days of delivery. In Vadodara we collect returns from your doorstep free of charge; you can also bring them to our Alkapuri store.',
        'Returns are picked up from your Vadodara address free of charge, or you can bring the item to our Alkapuri store.',
      ],
    },
    {
      heading: 'Exchanges',
      paragraphs: ['Exchanges for a different size or color are free, subject to stock. If the new item costs more, you pay only the difference.'],
    },
    {
      heading: 'Damaged or wrong items',
      paragraphs: [
        'If you receive a damaged or wrong item, tell us within 48 hours with a photo and we will replace it or refund you in full, including shipping.',
      ],
    },
  ],
};

const refundPolicy: ContentPage = {
  title: 'Refund Policy',
  intro: 'Once we receive and check your return, we refund you quickly and keep you informed at every step.',
  sections: [
    {
      heading: 'Refund timelines',
      paragraphs: [
        'Approved refunds are made to your original payment method within 5–7 working days of the returned item reaching us. Your bank may take a further 2–3 days to show the credit.',
      ],
    },
    {
      heading: 'Pay on delivery orders',
      paragraphs: [
        'For orders paid in cash on delivery, we refund by bank transfer (NEFT/IMPS) or UPI. Please share your account details or UPI ID with our support team.',
      ],
    },
    {
      heading: 'Cancelled orders',
      paragraphs: [
        'Orders cancelled before dispatch are refunded in full. Once shipped, an order is treated as a return under our Return Policy.',
      ],
    },
    {
      heading: 'Shipping charges and coupons',
      paragraphs: [
        'Shipping charges are refunded only when an item arrives damaged or wrong. If a coupon was used, the refund is the amount you actually paid for the item.',
      ],
    },
  ],
};

const cookiePolicy: ContentPage = {
  title: 'Cookie Policy',
  intro: 'We use a small amount of browser storage to keep the shop working smoothly. We do not use advertising cookies.',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Essential storage keeps you signed in and remembers the items in your cart, even as a guest. Without it, the cart and checkout cannot work.',
        'We may use privacy-friendly, anonymous statistics to understand which pages are popular, without identifying you.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can clear or block cookies and site storage in your browser settings at any time. If you do, you will be signed out and your guest cart will be emptied.',
      ],
    },
  ],
};

export const seedContent: Record<string, unknown> = {
  // The home and about texts live in storefront-texts.json: the web app shows the same file as its fallback.
  home: storefrontTexts.home,
  about: storefrontTexts.about,
  contact: {
    heading: 'Get in Touch',
    text: 'Questions about sizes, orders or alterations? Visit our store, call us or send a message — we reply within 24 hours.',
    ...storeContact,
    storeImage: '/media/store.svg',
  },
  'size-guide': sizeGuide,
  shipping,
  faq,
  'privacy-policy': privacyPolicy,
  terms,
  'return-policy': returnPolicy,
  'refund-policy': refundPolicy,
  'cookie-policy': cookiePolicy,
};
