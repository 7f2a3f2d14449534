// Home (spec §2): hero, Shop by Category, Featured Products, About, Contact.
import { useQuery } from '@apollo/client/react';
import { HomeContentDocument } from '@/graphql/graphql';
import { usePageMeta } from '@/lib/seo/page-meta';
import { AboutSection } from './components/about-section';
import { CategorySection } from './components/category-section';
import { ContactSection } from './components/contact-section';
import { FeaturedSection } from './components/featured-section';
import { HeroSection } from './components/hero-section';
import { readAbout, readHero } from './home-content';

export default function HomePage() {
  usePageMeta('home');
  // the built-in texts show at once; edited texts replace them when they arrive
  const { data } = useQuery(HomeContentDocument);
  const content = data?.content?.data;
  return (
    <>
      <HeroSection hero={readHero(content)} />
      <CategorySection />
      <FeaturedSection />
      <AboutSection about={readAbout(content)} />
      <ContactSection />
    </>
  );
}
