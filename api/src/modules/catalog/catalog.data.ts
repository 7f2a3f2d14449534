/**
 * Demo catalogue written by the seed: the four categories and ~70 products of
 * a family clothing store in Vadodara. Plain data, no database access.
 *
 * Every image is a URL served by the media router (src/media/media.routes.ts):
 * /media/products/<kind>-<colour>.svg and /media/categories/<slug>.svg.
 * Product order matters to the seed (later = newer), so the exported list
 * interleaves the categories: "newest first" shows a mix of the whole shop.
 */
import { productImageUrl, type GarmentKind } from '../media';

export type SeedCategorySlug = 'men' | 'women' | 'kids' | 'elders';

export interface SeedCategory {
  slug: SeedCategorySlug;
  name: string;
  description: string;
  image: string;
}

export interface SeedProduct {
  /** Stable kebab-case id for tests; unique. */
  key: string;
  name: string;
  description: string;
  category: SeedCategorySlug;
  /** Two decimals, e.g. "1299.00". */
  price: string;
  originalPrice?: string;
  sizes: string[];
  colors: string[];
  /** 0: sold out in every size and colour. Otherwise the seed stocks each variant (seedVariantStock). */
  stock: number;
  featured: boolean;
  images: string[];
}

export const SEED_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export const seedCategories: SeedCategory[] = [
  {
    slug: 'men',
    name: 'Men',
    description:
      'Crisp shirts, everyday denim and festive kurtas, Nehru jackets and sherwanis for every celebration. Tailored for office, weekends and weddings alike.',
    image: '/media/categories/men.svg',
  },
  {
    slug: 'women',
    name: 'Women',
    description:
      "Bandhani, Patola and Banarasi sarees, Navratri chaniya cholis, kurtis and salwar suits. Gujarat's favourite weaves alongside easy everyday wear.",
    image: '/media/categories/women.svg',
  },
  {
    slug: 'kids',
    name: 'Kids',
    description:
      'Party frocks, festive kurta sets, school uniforms and play clothes that stand up to every adventure. Soft fabrics in sizes for growing children.',
    image: '/media/categories/kids.svg',
  },
  {
    slug: 'elders',
    name: 'Elders',
    description:
      'Warm shawls, cardigans and comfort-fit kurtas, dhotis and sarees chosen for ease and dignity. Gentle fabrics, easy fastenings and a relaxed fit.',
    image: '/media/categories/elders.svg',
  },
];

/* ------------------------------------------------------------------ helpers */

const ALL = [...SEED_SIZES];
const XS_L = ['XS', 'S', 'M', 'L'];
const XS_M = ['XS', 'S', 'M'];
const XS_XL = ['XS', 'S', 'M', 'L', 'XL'];
const S_XL = ['S', 'M', 'L', 'XL'];
const S_XXL = ['S', 'M', 'L', 'XL', 'XXL'];
const M_XL = ['M', 'L', 'XL'];
const M_XXL = ['M', 'L', 'XL', 'XXL'];
const NONE: string[] = [];

type Draft = Omit<SeedProduct, 'images' | 'category'> & {
  /** Garment drawing for the pictures; one picture per colour (max 3) unless `pictures` is given. */
  art: GarmentKind;
  /** Explicit [kind, colour] pictures after the first one (which is always art + first colour). */
  pictures?: [GarmentKind, string][];
};

function build(category: SeedCategorySlug, drafts: Draft[]): SeedProduct[] {
  return drafts.map(({ art, pictures, ...p }) => {
    const first = p.colors[0];
    const images = pictures
      ? [productImageUrl(art, first), ...pictures.map(([k, c]) => productImageUrl(k, c))].slice(0, 3)
      : p.colors.slice(0, 3).map((c) => productImageUrl(art, c));
    return {
      key: p.key,
      name: p.name,
      description: p.description,
      category,
      price: p.price,
      ...(p.originalPrice ? { originalPrice: p.originalPrice } : {}),
      sizes: [...p.sizes],
      colors: [...p.colors],
      stock: p.stock,
      featured: p.featured,
      images,
    };
  });
}

/* --------------------------------------------------------------------- men */

const men = build('men', [
  {
    key: 'men-white-chikankari-kurta',
    name: 'White Lucknowi Chikankari Kurta',
    description:
      'Hand-embroidered Lucknowi chikankari on soft, breathable cotton with a classic mandarin collar. Perfect for Eid, pujas and summer weddings; pair it with a churidar or jeans. Gentle hand wash in cold water and dry in shade.',
    art: 'kurta',
    price: '1299.00',
    originalPrice: '1599.00',
    sizes: S_XXL,
    colors: ['White', 'Cream', 'Sky Blue'],
    stock: 34,
    featured: true,
  },
  {
    key: 'men-maroon-raw-silk-sherwani',
    name: 'Maroon Raw Silk Wedding Sherwani',
    description:
      'A regal raw-silk sherwani with zari buttis, an embroidered collar and cuffs, and a matching churidar. Made for the groom, his brothers and every shaadi in the family calendar. Dry clean only.',
    art: 'sherwani',
    price: '4799.00',
    originalPrice: '5999.00',
    sizes: M_XXL,
    colors: ['Maroon', 'Cream'],
    stock: 8,
    featured: true,
  },
  {
    key: 'men-navy-velvet-bandhgala-sherwani',
    name: 'Navy Velvet Bandhgala Sherwani',
    description:
      'Rich cotton-velvet bandhgala with a high collar and antique gold buttons for receptions and sangeet nights. Fully lined for comfort through long evenings. Dry clean only and store on a wide hanger.',
    art: 'sherwani',
    price: '3999.00',
    sizes: S_XL,
    colors: ['Navy', 'Black'],
    stock: 10,
    featured: false,
  },
  {
    key: 'men-mustard-nehru-jacket',
    name: 'Mustard Jute Silk Nehru Jacket',
    description:
      'A smart jute-silk Nehru jacket with a band collar and six-button placket. Layer it over a kurta for Diwali or over a shirt for an office celebration. Dry clean recommended.',
    art: 'nehru-jacket',
    price: '1499.00',
    originalPrice: '1899.00',
    sizes: M_XXL,
    colors: ['Mustard', 'Maroon', 'Navy'],
    stock: 22,
    featured: true,
  },
  {
    key: 'men-sky-blue-formal-shirt',
    name: 'Sky Blue Cotton Formal Shirt',
    description:
      "Crisp 100% cotton formal shirt with a spread collar, full sleeves and a regular fit. Built for long working days in Vadodara's warm weather. Machine wash and press with a warm iron.",
    art: 'shirt',
    price: '899.00',
    sizes: S_XXL,
    colors: ['Sky Blue', 'White', 'Grey'],
    stock: 45,
    featured: false,
  },
  {
    key: 'men-olive-linen-casual-shirt',
    name: 'Olive Linen Blend Casual Shirt',
    description:
      'Breezy linen-blend casual shirt with a soft collar and a chest pocket. Roll up the sleeves for weekend outings or an evening at Sayaji Baug. Machine wash on a gentle cycle and iron while damp.',
    art: 'shirt',
    price: '1099.00',
    sizes: S_XL,
    colors: ['Olive', 'Beige', 'White'],
    stock: 26,
    featured: false,
  },
  {
    key: 'men-navy-slim-stretch-jeans',
    name: 'Navy Slim Fit Stretch Jeans',
    description:
      'Five-pocket slim jeans in stretch denim that moves with you, finished with copper rivets and a mid-rise waist. An everyday fit from college to weekend. Wash inside out in cold water to keep the color deep.',
    art: 'jeans',
    price: '1399.00',
    originalPrice: '1799.00',
    sizes: S_XXL,
    colors: ['Navy', 'Black', 'Blue'],
    stock: 40,
    featured: true,
  },
  {
    key: 'men-beige-cotton-chinos',
    name: 'Beige Cotton Chino Trousers',
    description:
      'Smart-casual chinos in soft cotton twill with slanted pockets and a flat front. Dress them up with a formal shirt or down with a T-shirt. Machine wash cold; do not bleach.',
    art: 'trousers',
    price: '1199.00',
    sizes: S_XXL,
    colors: ['Beige', 'Olive', 'Navy'],
    stock: 30,
    featured: false,
  },
  {
    key: 'men-black-formal-trousers',
    name: 'Black Formal Trousers',
    description:
      'Sharp, crease-resistant formal trousers in a poly-viscose blend. A dependable pick for the office, interviews and functions. Machine wash or dry clean; press with a warm iron.',
    art: 'trousers',
    price: '1099.00',
    sizes: M_XXL,
    colors: ['Black', 'Grey', 'Charcoal'],
    stock: 0,
    featured: false,
  },
  {
    key: 'men-round-neck-cotton-tshirt',
    name: 'Round Neck Cotton T-Shirt',
    description:
      'Everyday bio-washed cotton T-shirt with contrast chest stripes and a soft ribbed neck. Light enough for Gujarat summers and easy to layer in winter. Machine wash cold with similar colors.',
    art: 'tshirt',
    price: '399.00',
    originalPrice: '499.00',
    sizes: ALL,
    colors: ['Black', 'White', 'Olive', 'Navy'],
    stock: 60,
    featured: false,
  },
  {
    key: 'men-quick-dry-sports-tshirt',
    name: 'Quick-Dry Sports T-Shirt',
    description:
      'Lightweight quick-dry tee for morning walks, gully cricket and the gym. The breathable fabric wicks sweat and dries fast. Machine wash cold and do not iron the stripes.',
    art: 'tshirt',
    price: '549.00',
    sizes: S_XL,
    colors: ['Red', 'Royal Blue', 'Grey'],
    stock: 38,
    featured: false,
  },
  {
    key: 'men-royal-blue-silk-kurta-pyjama',
    name: 'Royal Blue Art Silk Kurta Pyjama Set',
    description:
      'A festive art-silk kurta with a subtle sheen, paired with a matching cotton pyjama. Ideal for Navratri, Diwali and family functions. Dry clean the first time, then hand wash gently.',
    art: 'kurta',
    price: '1899.00',
    sizes: S_XXL,
    colors: ['Royal Blue', 'Maroon', 'Emerald'],
    stock: 25,
    featured: false,
  },
  {
    key: 'men-cream-silk-dhoti-kurta',
    name: 'Cream Silk Dhoti Kurta Set',
    description:
      'A traditional cream kurta with a ready-to-wear dhoti edged in golden zari. A graceful choice for pujas, weddings and temple visits. Dry clean only.',
    art: 'kurta',
    pictures: [
      ['dhoti', 'Cream'],
      ['kurta', 'Gold'],
    ],
    price: '2299.00',
    originalPrice: '2699.00',
    sizes: M_XXL,
    colors: ['Cream', 'Gold'],
    stock: 12,
    featured: false,
  },
  {
    key: 'men-black-jacquard-waistcoat',
    name: 'Black Jacquard Waistcoat',
    description:
      'A tailored jacquard waistcoat with a V-neck and welt pockets. Wear it over a shirt for a reception or over a kurta for an Indo-western look. Dry clean only.',
    art: 'waistcoat',
    price: '1699.00',
    originalPrice: '1999.00',
    sizes: S_XL,
    colors: ['Black', 'Maroon', 'Navy'],
    stock: 16,
    featured: false,
  },
  {
    key: 'men-grey-quilted-bomber-jacket',
    name: 'Grey Quilted Bomber Jacket',
    description:
      'A lightweight quilted bomber with ribbed cuffs, a full zip and zipped side pockets. Just right for December evenings and highway drives. Spot clean or machine wash on a gentle cycle.',
    art: 'jacket',
    price: '2299.00',
    originalPrice: '2799.00',
    sizes: M_XXL,
    colors: ['Grey', 'Black', 'Olive'],
    stock: 18,
    featured: false,
  },
  {
    key: 'men-navy-cable-knit-sweater',
    name: 'Navy Cable Knit Sweater',
    description:
      "Crew-neck wool-blend sweater with classic cable knit and ribbed edges. Warm without being heavy for Vadodara's mild winters. Hand wash cold and dry flat.",
    art: 'sweater',
    price: '1299.00',
    sizes: M_XXL,
    colors: ['Navy', 'Maroon', 'Grey'],
    stock: 20,
    featured: false,
  },
  {
    key: 'men-printed-cotton-night-suit',
    name: 'Printed Cotton Night Suit',
    description:
      'Soft cotton pyjama set with a notch-collar shirt and an elasticated pyjama. Comfortable for sleep, lounging and lazy Sundays. Machine wash and tumble dry low.',
    art: 'pyjama-set',
    price: '849.00',
    sizes: M_XXL,
    colors: ['Navy', 'Grey'],
    stock: 28,
    featured: false,
  },
  {
    key: 'men-cotton-drawstring-shorts',
    name: 'Cotton Drawstring Shorts',
    description:
      'Relaxed cotton shorts with an elastic drawstring waist and side pockets. Easy wear for home, travel and holidays. Machine wash cold.',
    art: 'shorts',
    price: '599.00',
    sizes: S_XXL,
    colors: ['Khaki', 'Olive', 'Navy'],
    stock: 35,
    featured: false,
  },
]);

/* ------------------------------------------------------------------- women */

const women = build('women', [
  {
    key: 'women-maroon-bandhani-gajji-silk-saree',
    name: 'Maroon Bandhani Gajji Silk Saree',
    description:
      'Hand-tied Bandhani dots on lustrous Gajji silk, finished with a zari pallu — a Gujarati favourite for weddings and Navratri. Comes with an unstitched blouse piece. Dry clean only.',
    art: 'saree',
    price: '3499.00',
    originalPrice: '4199.00',
    sizes: NONE,
    colors: ['Maroon', 'Red', 'Emerald'],
    stock: 12,
    featured: true,
  },
  {
    key: 'women-red-patan-patola-silk-saree',
    name: 'Red Patan Patola Silk Saree',
    description:
      'A double-ikat Patola weave in pure silk, inspired by the heritage looms of Patan. An heirloom piece for the bride, her mother and special celebrations. Dry clean only and store wrapped in muslin.',
    art: 'saree',
    price: '4999.00',
    sizes: NONE,
    colors: ['Red', 'Emerald'],
    stock: 4,
    featured: true,
  },
  {
    key: 'women-purple-banarasi-silk-saree',
    name: 'Purple Banarasi Silk Saree with Zari',
    description:
      'Woven Banarasi silk with a gold zari border and buta motifs across the body. Perfect for receptions, anniversaries and festive pujas. Dry clean only.',
    art: 'saree',
    price: '4299.00',
    originalPrice: '4999.00',
    sizes: NONE,
    colors: ['Purple', 'Royal Blue', 'Maroon'],
    stock: 9,
    featured: false,
  },
  {
    key: 'women-sky-blue-handloom-cotton-saree',
    name: 'Sky Blue Handloom Cotton Saree',
    description:
      'Light, breathable handloom cotton for everyday elegance at work or college. A soft starch finish keeps the pleats neat all day. Hand wash separately in cold water.',
    art: 'saree',
    price: '899.00',
    sizes: NONE,
    colors: ['Sky Blue', 'Peach', 'White'],
    stock: 30,
    featured: false,
  },
  {
    key: 'women-pink-printed-georgette-saree',
    name: 'Pink Printed Georgette Saree',
    description:
      'Flowing georgette saree with a delicate print and a satin border. Easy to drape and lovely for kitty parties and family get-togethers. Gentle hand wash or dry clean.',
    art: 'saree',
    price: '749.00',
    originalPrice: '999.00',
    sizes: NONE,
    colors: ['Pink', 'Teal', 'Lavender'],
    stock: 24,
    featured: false,
  },
  {
    key: 'women-red-mirror-work-chaniya-choli',
    name: 'Red Mirror-Work Navratri Chaniya Choli',
    description:
      "A twirl-ready chaniya choli with mirror work, a generous flare and a matching bandhani dupatta. Made for nine nights of garba at Vadodara's Navratri grounds. Dry clean only.",
    art: 'lehenga',
    price: '2499.00',
    originalPrice: '2999.00',
    sizes: S_XL,
    colors: ['Red', 'Mustard', 'Emerald'],
    stock: 20,
    featured: true,
  },
  {
    key: 'women-rani-pink-bridal-lehenga',
    name: 'Rani Pink Embroidered Bridal Lehenga',
    description:
      'Semi-stitched silk lehenga with zardozi embroidery, a padded choli and a net dupatta. A statement outfit for the bride or her sister at the sangeet. Dry clean only; basic alterations are free at our Alkapuri store.',
    art: 'lehenga',
    price: '4899.00',
    sizes: S_XL,
    colors: ['Rani Pink', 'Maroon'],
    stock: 5,
    featured: false,
  },
  {
    key: 'women-teal-block-print-cotton-kurti',
    name: 'Teal Block Print Cotton Kurti',
    description:
      'Hand block-printed cotton kurti with an A-line cut and three-quarter sleeves. Pairs with leggings, palazzos or jeans for college and office. Hand wash cold; colors may bleed in the first wash.',
    art: 'kurti',
    price: '549.00',
    originalPrice: '699.00',
    sizes: ALL,
    colors: ['Teal', 'Mustard', 'Pink'],
    stock: 50,
    featured: true,
  },
  {
    key: 'women-white-chikankari-georgette-kurti',
    name: 'White Chikankari Georgette Kurti',
    description:
      'Delicate chikankari embroidery on lightweight georgette with a soft cotton lining. Elegant for summer festivals and daytime functions. Gentle hand wash and dry in shade.',
    art: 'kurti',
    price: '999.00',
    sizes: XS_XL,
    colors: ['White', 'Peach', 'Mint'],
    stock: 32,
    featured: false,
  },
  {
    key: 'women-emerald-anarkali-salwar-suit',
    name: 'Emerald Anarkali Salwar Suit with Dupatta',
    description:
      'Flared anarkali kameez with gota-patti trims, a straight salwar and a chiffon dupatta. A graceful choice for weddings and Diwali gatherings. Dry clean recommended.',
    art: 'salwar-suit',
    price: '2199.00',
    originalPrice: '2599.00',
    sizes: S_XL,
    colors: ['Emerald', 'Maroon', 'Royal Blue'],
    stock: 15,
    featured: false,
  },
  {
    key: 'women-peach-cotton-salwar-suit',
    name: 'Peach Cotton Salwar Suit',
    description:
      'Comfortable three-piece cotton suit with a printed kameez, salwar and a soft mulmul dupatta. An everyday favourite for work, college and temple visits. Machine wash on a gentle cycle in cold water.',
    art: 'salwar-suit',
    price: '1299.00',
    sizes: S_XXL,
    colors: ['Peach', 'Sky Blue', 'Lavender'],
    stock: 26,
    featured: false,
  },
  {
    key: 'women-mustard-phulkari-dupatta',
    name: 'Mustard Phulkari Dupatta',
    description:
      'Bright phulkari-style floral embroidery on a soft cotton-blend dupatta with tasselled ends. Instantly lifts a plain kurti or suit. Dry clean or gentle hand wash.',
    art: 'dupatta',
    price: '649.00',
    sizes: NONE,
    colors: ['Mustard', 'Pink', 'Orange'],
    stock: 40,
    featured: false,
  },
  {
    key: 'women-red-bandhani-cotton-silk-dupatta',
    name: 'Red Bandhani Cotton Silk Dupatta',
    description:
      'Classic Jamnagar-style bandhani on cotton silk with a gota border. A festive dupatta for Navratri, weddings and pujas. Dry clean only.',
    art: 'dupatta',
    price: '449.00',
    sizes: NONE,
    colors: ['Red', 'Emerald', 'Purple'],
    stock: 0,
    featured: false,
  },
  {
    key: 'women-gold-zari-readymade-blouse',
    name: 'Gold Zari Readymade Saree Blouse',
    description:
      'Padded readymade blouse in zari brocade with a round neck and front hook closure. Matches silk sarees and lehengas alike. Dry clean only.',
    art: 'blouse',
    price: '599.00',
    originalPrice: '799.00',
    sizes: XS_XL,
    colors: ['Gold', 'Maroon', 'Black'],
    stock: 35,
    featured: false,
  },
  {
    key: 'women-black-rayon-palazzo',
    name: 'Black Rayon Palazzo Pants',
    description:
      'Flowy rayon palazzo with an elasticated drawstring waist and a printed border. Pairs with kurtis for an effortless, breezy look. Machine wash cold on a gentle cycle.',
    art: 'palazzo',
    price: '449.00',
    sizes: S_XXL,
    colors: ['Black', 'White', 'Navy', 'Maroon'],
    stock: 55,
    featured: false,
  },
  {
    key: 'women-blue-high-rise-skinny-jeans',
    name: 'Blue High-Rise Skinny Jeans',
    description:
      'Comfort-stretch skinny jeans with a flattering high rise. Wear them with kurtis, tops or shirts all year round. Wash inside out in cold water.',
    art: 'jeans',
    price: '1199.00',
    sizes: XS_XL,
    colors: ['Blue', 'Black', 'Light Blue'],
    stock: 30,
    featured: false,
  },
  {
    key: 'women-lavender-knit-cardigan',
    name: 'Lavender Knit Cardigan',
    description:
      'Soft knit cardigan with pearl-finish buttons and patch pockets. Layer it over a kurti or saree on cool winter evenings. Hand wash cold and dry flat.',
    art: 'cardigan',
    price: '999.00',
    sizes: S_XL,
    colors: ['Lavender', 'Cream', 'Pink'],
    stock: 18,
    featured: false,
  },
]);

/* -------------------------------------------------------------------- kids */

const kids = build('kids', [
  {
    key: 'kids-navy-school-uniform-set',
    name: 'Navy School Uniform Set (Shirt and Shorts)',
    description:
      'A durable school uniform set with a white half-sleeve shirt, a matching striped tie and easy-care shorts. Wrinkle-resistant poly-cotton keeps kids neat from assembly to home time. Machine wash and press with a warm iron.',
    art: 'school-uniform',
    price: '649.00',
    sizes: XS_L,
    colors: ['Navy', 'Grey', 'Maroon'],
    stock: 60,
    featured: true,
  },
  {
    key: 'kids-grey-school-trousers',
    name: 'Grey School Trousers',
    description:
      'Hard-wearing poly-viscose school trousers with an adjustable waistband. Reinforced knees survive every playground adventure. Machine wash and press with a warm iron.',
    art: 'trousers',
    price: '399.00',
    sizes: XS_L,
    colors: ['Grey', 'Navy'],
    stock: 52,
    featured: false,
  },
  {
    key: 'kids-pink-net-party-frock',
    name: 'Pink Net Party Frock',
    description:
      'A twirly party frock with a satin bodice, layered net skirt, Peter Pan collar and a bow at the waist. A soft cotton lining keeps little ones comfortable at birthdays and weddings. Hand wash gently; do not wring.',
    art: 'frock',
    price: '999.00',
    originalPrice: '1299.00',
    sizes: XS_M,
    colors: ['Pink', 'Peach', 'Lavender'],
    stock: 24,
    featured: true,
  },
  {
    key: 'kids-yellow-floral-cotton-frock',
    name: 'Yellow Floral Cotton Frock',
    description:
      'A cheerful cotton frock with puff sleeves, a floral print and a lace hem. Cool and comfy for summer days and play dates. Machine wash cold.',
    art: 'frock',
    price: '499.00',
    sizes: XS_M,
    colors: ['Yellow', 'Sky Blue', 'Mint'],
    stock: 40,
    featured: false,
  },
  {
    key: 'kids-red-navratri-chaniya-choli',
    name: "Girls' Red Navratri Chaniya Choli",
    description:
      'A mini chaniya choli with mirror work, a colorful flared skirt and a light dupatta. Ready for garba and dandiya nights with the whole family. Dry clean or gentle hand wash.',
    art: 'lehenga',
    price: '1199.00',
    originalPrice: '1499.00',
    sizes: XS_L,
    colors: ['Red', 'Orange', 'Pink'],
    stock: 30,
    featured: true,
  },
  {
    key: 'kids-boys-mustard-kurta-pyjama',
    name: "Boys' Mustard Silk Kurta Pyjama",
    description:
      'A festive art-silk kurta with a comfortable cotton pyjama and an elasticated waist. Easy for kids to wear to pujas, Diwali and family weddings. Gentle hand wash.',
    art: 'kurta',
    price: '799.00',
    sizes: XS_L,
    colors: ['Mustard', 'Royal Blue', 'Cream'],
    stock: 26,
    featured: false,
  },
  {
    key: 'kids-boys-cream-festive-sherwani',
    name: "Boys' Cream Festive Sherwani Set",
    description:
      "A little prince's sherwani with zari buttis, an embroidered collar and a matching churidar. The soft lining means no itching through long ceremonies. Dry clean only.",
    art: 'sherwani',
    price: '1999.00',
    originalPrice: '2499.00',
    sizes: XS_M,
    colors: ['Cream', 'Maroon'],
    stock: 10,
    featured: false,
  },
  {
    key: 'kids-boys-kurta-nehru-jacket-set',
    name: "Boys' Kurta with Nehru Jacket Set",
    description:
      'A three-piece set: a cream cotton kurta, a churidar and a brocade Nehru jacket. Smart for weddings, school functions and Independence Day programmes. Dry clean the jacket; hand wash the kurta.',
    art: 'nehru-jacket',
    pictures: [
      ['nehru-jacket', 'Maroon'],
      ['kurta', 'Cream'],
    ],
    price: '1099.00',
    sizes: XS_L,
    colors: ['Emerald', 'Maroon', 'Navy'],
    stock: 18,
    featured: false,
  },
  {
    key: 'kids-printed-cotton-tshirt',
    name: "Kids' Striped Cotton T-Shirt",
    description:
      'Soft combed-cotton tee with playful chest stripes and a tag-free neck. Perfect for school trips, playtime and everyday wear. Machine wash with similar colors.',
    art: 'tshirt',
    price: '199.00',
    sizes: XS_L,
    colors: ['Red', 'Yellow', 'Sky Blue', 'Green'],
    stock: 60,
    featured: false,
  },
  {
    key: 'kids-pull-on-shorts',
    name: "Kids' Pull-On Cotton Shorts",
    description:
      'Easy pull-on shorts with an elastic drawstring waist and a patch pocket. Built tough for cycling and cricket in the society compound. Machine wash cold.',
    art: 'shorts',
    price: '349.00',
    sizes: XS_L,
    colors: ['Blue', 'Khaki', 'Green'],
    stock: 45,
    featured: false,
  },
  {
    key: 'kids-stretch-denim-jeans',
    name: "Kids' Stretch Denim Jeans",
    description:
      'Comfortable stretch denim jeans with an adjustable inner waistband that grows with your child. Classic five-pocket styling with copper rivets. Machine wash inside out.',
    art: 'jeans',
    price: '599.00',
    originalPrice: '749.00',
    sizes: XS_L,
    colors: ['Blue', 'Navy', 'Black'],
    stock: 38,
    featured: false,
  },
  {
    key: 'kids-cotton-night-suit',
    name: "Kids' Cotton Night Suit",
    description:
      "Cosy printed cotton night suit with a button-front top and an elasticated pyjama. Gentle on sensitive skin for a good night's sleep. Machine wash and tumble dry low.",
    art: 'pyjama-set',
    price: '399.00',
    sizes: XS_M,
    colors: ['Sky Blue', 'Pink', 'Mint'],
    stock: 50,
    featured: false,
  },
  {
    key: 'kids-woollen-cable-sweater',
    name: "Kids' Woollen Cable Sweater",
    description:
      'A warm cable-knit sweater with ribbed cuffs for chilly mornings and school winter uniforms. A soft acrylic-wool blend that does not itch. Hand wash cold and dry flat.',
    art: 'sweater',
    price: '549.00',
    sizes: XS_L,
    colors: ['Red', 'Navy', 'Green'],
    stock: 0,
    featured: false,
  },
  {
    key: 'kids-padded-winter-jacket',
    name: "Kids' Padded Winter Jacket",
    description:
      'A lightweight padded jacket with a full zip, ribbed cuffs and zipped pockets. Keeps kids snug on winter picnics and trips to the hills. Machine wash on a gentle cycle.',
    art: 'jacket',
    price: '1299.00',
    originalPrice: '1599.00',
    sizes: XS_L,
    colors: ['Red', 'Navy', 'Yellow'],
    stock: 16,
    featured: false,
  },
  {
    key: 'kids-girls-kurti-palazzo-set',
    name: "Girls' Cotton Kurti and Palazzo Set",
    description:
      'A pretty printed cotton kurti with matching palazzo pants. Comfortable for school functions, festivals and family outings. Machine wash cold.',
    art: 'kurti',
    pictures: [
      ['palazzo', 'Peach'],
      ['kurti', 'Pink'],
    ],
    price: '699.00',
    originalPrice: '899.00',
    sizes: XS_L,
    colors: ['Peach', 'Pink', 'Mint'],
    stock: 28,
    featured: false,
  },
  {
    key: 'kids-button-down-cardigan',
    name: "Kids' Button-Down Cardigan",
    description:
      'Soft knit cardigan with easy buttons and two patch pockets. Layer it over frocks or school uniforms when the weather turns cool. Hand wash cold.',
    art: 'cardigan',
    price: '449.00',
    sizes: XS_L,
    colors: ['Cream', 'Pink', 'Sky Blue'],
    stock: 22,
    featured: false,
  },
  {
    key: 'kids-yellow-dhoti-kurta-set',
    name: "Kids' Yellow Dhoti Kurta Set",
    description:
      'A traditional cotton kurta with a ready-to-wear elasticated dhoti, so no draping is needed. Adorable for Janmashtami, pujas and school cultural days. Machine wash on a gentle cycle.',
    art: 'kurta',
    pictures: [
      ['dhoti', 'Cream'],
      ['kurta', 'Orange'],
    ],
    price: '749.00',
    sizes: XS_M,
    colors: ['Yellow', 'Cream', 'Orange'],
    stock: 22,
    featured: false,
  },
  {
    key: 'kids-girls-anarkali-salwar-suit',
    name: "Girls' Anarkali Salwar Suit",
    description:
      'A flared anarkali kurta with a churidar and a soft dupatta for little girls. Light cotton-silk stays comfortable through long functions. Gentle hand wash.',
    art: 'salwar-suit',
    price: '899.00',
    sizes: XS_L,
    colors: ['Teal', 'Pink', 'Purple'],
    stock: 20,
    featured: false,
  },
]);

/* ------------------------------------------------------------------ elders */

const elders = build('elders', [
  {
    key: 'elders-maroon-pashmina-blend-shawl',
    name: 'Maroon Pashmina-Blend Shawl',
    description:
      'An ultra-soft pashmina-blend shawl with a woven paisley border and fine fringes. Light yet warm, and a thoughtful gift for grandparents. Dry clean only.',
    art: 'shawl',
    price: '2499.00',
    originalPrice: '2999.00',
    sizes: NONE,
    colors: ['Maroon', 'Beige', 'Black'],
    stock: 14,
    featured: true,
  },
  {
    key: 'elders-beige-kashmiri-wool-shawl',
    name: 'Beige Kashmiri Embroidered Wool Shawl',
    description:
      'Pure wool shawl with Kashmiri aari embroidery along the borders. Drapes beautifully over a saree, suit or kurta on winter evenings. Dry clean only.',
    art: 'shawl',
    price: '1899.00',
    sizes: NONE,
    colors: ['Beige', 'Brown', 'Grey'],
    stock: 12,
    featured: false,
  },
  {
    key: 'elders-kutch-handwoven-wool-shawl',
    name: 'Kutch Handwoven Wool Shawl',
    description:
      'Handwoven by Kutch weavers in soft desi wool with traditional geometric motifs. Warm for morning walks and temple visits. Dry clean or hand wash gently in cold water.',
    art: 'shawl',
    price: '1299.00',
    sizes: NONE,
    colors: ['Cream', 'Grey', 'Maroon'],
    stock: 20,
    featured: false,
  },
  {
    key: 'elders-grey-woollen-button-cardigan',
    name: "Men's Grey Woollen Button Cardigan",
    description:
      'A classic V-neck woollen cardigan with front buttons and two pockets for spectacles and keys. Easy to wear over shirts and kurtas. Hand wash cold and dry flat.',
    art: 'cardigan',
    price: '1199.00',
    originalPrice: '1499.00',
    sizes: M_XXL,
    colors: ['Grey', 'Brown', 'Navy'],
    stock: 26,
    featured: true,
  },
  {
    key: 'elders-ladies-maroon-knit-cardigan',
    name: "Ladies' Maroon Knit Cardigan with Pockets",
    description:
      'A soft, long knit cardigan that layers neatly over a saree or salwar suit. Deep pockets and easy buttons for everyday comfort. Hand wash cold.',
    art: 'cardigan',
    price: '1099.00',
    sizes: S_XXL,
    colors: ['Maroon', 'Beige', 'Purple'],
    stock: 24,
    featured: false,
  },
  {
    key: 'elders-brown-woollen-sweater',
    name: 'Brown Woollen Sweater',
    description:
      'A warm crew-neck sweater in a wool blend with ribbed cuffs and hem. A roomy fit allows easy movement. Hand wash cold and dry flat.',
    art: 'sweater',
    price: '899.00',
    sizes: M_XXL,
    colors: ['Brown', 'Grey', 'Olive'],
    stock: 30,
    featured: false,
  },
  {
    key: 'elders-cream-cotton-dhoti',
    name: 'Cream Cotton Dhoti with Gold Border',
    description:
      'Ready-to-wear cotton dhoti with an elasticated waist and a traditional golden border, so no tying is required. Comfortable for daily pooja, temple visits and festivals. Machine wash gently; starch if you like it crisp.',
    art: 'dhoti',
    price: '599.00',
    sizes: M_XL,
    colors: ['Cream', 'White'],
    stock: 35,
    featured: true,
  },
  {
    key: 'elders-white-comfort-kurta-pyjama',
    name: 'White Comfort-Fit Kurta Pyjama',
    description:
      'A relaxed-fit cotton kurta with side pockets and a drawstring pyjama. Breathable and easy on the skin for all-day wear. Machine wash and press with a warm iron.',
    art: 'kurta',
    price: '999.00',
    sizes: M_XXL,
    colors: ['White', 'Cream', 'Sky Blue'],
    stock: 40,
    featured: false,
  },
  {
    key: 'elders-khadi-nehru-jacket',
    name: 'Khadi Nehru Jacket',
    description:
      'Handspun khadi Nehru jacket with a classic band collar and practical pockets. Smart over a kurta for satsang, functions and family visits. Dry clean recommended.',
    art: 'nehru-jacket',
    price: '1299.00',
    sizes: M_XXL,
    colors: ['Beige', 'Brown', 'Grey'],
    stock: 18,
    featured: false,
  },
  {
    key: 'elders-soft-kota-cotton-saree',
    name: 'Soft Kota Cotton Saree',
    description:
      'Featherlight Kota cotton saree with a subtle woven border, easy to drape and comfortable in the heat. Graceful for daily wear, satsang and family functions. Hand wash separately.',
    art: 'saree',
    price: '1099.00',
    originalPrice: '1299.00',
    sizes: NONE,
    colors: ['Grey', 'Lavender', 'Cream'],
    stock: 20,
    featured: false,
  },
  {
    key: 'elders-comfort-fit-salwar-suit',
    name: 'Comfort-Fit Cotton Salwar Suit',
    description:
      'A roomy cotton kameez, an elasticated salwar and a soft dupatta designed for easy dressing. Gentle prints in calm colors. Machine wash cold.',
    art: 'salwar-suit',
    price: '1199.00',
    sizes: M_XXL,
    colors: ['Olive', 'Peach', 'Navy'],
    stock: 22,
    featured: false,
  },
  {
    key: 'elders-elastic-waist-cotton-trousers',
    name: 'Elastic Waist Cotton Trousers',
    description:
      'Smart-looking trousers with a hidden elastic waistband for all-day comfort. Deep pockets and an easy-care cotton blend. Machine wash with no ironing fuss.',
    art: 'trousers',
    price: '699.00',
    sizes: M_XXL,
    colors: ['Beige', 'Grey', 'Navy'],
    stock: 34,
    featured: false,
  },
  {
    key: 'elders-soft-cotton-full-sleeve-shirt',
    name: 'Soft Cotton Full-Sleeve Shirt',
    description:
      'A pure cotton shirt in a relaxed fit with a breast pocket and easy buttons. Breathable in summer and neat for visits and functions. Machine wash and press with a warm iron.',
    art: 'shirt',
    price: '749.00',
    sizes: M_XXL,
    colors: ['White', 'Sky Blue', 'Beige'],
    stock: 0,
    featured: false,
  },
  {
    key: 'elders-cotton-pyjama-set',
    name: 'Cotton Pyjama Set for Elders',
    description:
      'Soft cotton pyjama set with a button-front shirt and an elasticated pyjama. A loose fit for restful sleep and easy movement. Machine wash and tumble dry low.',
    art: 'pyjama-set',
    price: '899.00',
    originalPrice: '1099.00',
    sizes: M_XXL,
    colors: ['Sky Blue', 'Grey', 'Peach'],
    stock: 25,
    featured: false,
  },
  {
    key: 'elders-woollen-waistcoat',
    name: 'Woollen Waistcoat for Men',
    description:
      'A warm woollen waistcoat with a V-neck and front pockets. Keeps the chest warm on winter mornings without bulky sleeves. Dry clean or hand wash cold.',
    art: 'waistcoat',
    price: '999.00',
    sizes: M_XXL,
    colors: ['Brown', 'Grey', 'Charcoal'],
    stock: 20,
    featured: false,
  },
  {
    key: 'elders-comfort-cotton-saree-blouse',
    name: 'Comfort-Fit Cotton Saree Blouse',
    description:
      'Readymade cotton blouse with a comfortable fit and front hook closure. Pairs with everyday cotton and silk sarees. Machine wash on a gentle cycle.',
    art: 'blouse',
    price: '399.00',
    sizes: M_XXL,
    colors: ['Black', 'Cream', 'Maroon'],
    stock: 30,
    featured: false,
  },
  {
    key: 'elders-fleece-lined-zip-jacket',
    name: 'Fleece-Lined Zip Jacket',
    description:
      'A warm zip-up jacket with a soft fleece lining, ribbed cuffs and zipped pockets. Ideal for morning walks in the winter chill. Machine wash on a gentle cycle.',
    art: 'jacket',
    price: '1599.00',
    originalPrice: '1899.00',
    sizes: M_XXL,
    colors: ['Navy', 'Brown', 'Grey'],
    stock: 15,
    featured: false,
  },
]);

/** Round-robin over the categories so every stretch of the list mixes the whole shop. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

export const seedProducts: SeedProduct[] = interleave([men, women, kids, elders]);

/**
 * The demo stock of one variant: a small shop holds a handful of each size and colour, 4–12 here,
 * and is low or out of some: every third product with three sizes or more has sold its largest
 * size in every colour (the product page shows it struck through), and every fourth product has
 * only 2 left of its first size and colour (the admin's Low stock badge).
 */
export function seedVariantStock(product: SeedProduct, index: number, variant: { size: string; position: number }): number {
  if (product.stock === 0) return 0;
  const largest = product.sizes[product.sizes.length - 1];
  if (index % 3 === 0 && product.sizes.length >= 3 && variant.size === largest) return 0;
  if (index % 4 === 1 && variant.position === 0) return 2;
  return 4 + ((index * 5 + variant.position * 3) % 9);
}
