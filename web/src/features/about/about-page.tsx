// /about (spec §2): hero, Our Story, features, numbers, testimonials and Our Mission — from the
// "about" content section when the admin set one, else the built-in text.
import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { AboutContentDocument } from '@/graphql/graphql';
import { usePageMeta } from '@/lib/seo/page-meta';
import { PageLoader } from '@/components/ui/page-loader';
import { parseAbout } from './about-content';
import { AboutHero } from './components/about-hero';
import { OurStory } from './components/our-story';
import { FeatureCards } from './components/feature-cards';
import { AboutStats } from './components/about-stats';
import { Testimonials } from './components/testimonials';
import { OurMission } from './components/our-mission';

export default function AboutPage() {
  usePageMeta('about');
  const { data, loading } = useQuery(AboutContentDocument);
  // A failed or empty lookup shows the built-in text: the page never depends on the API.
  if (loading && !data) return <PageLoader />;
  const about = parseAbout(data?.content?.data);

  return (
    <>
      <AboutHero title={about.heroTitle} text={about.heroText} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <OurStory paragraphs={about.story} />
          <FeatureCards features={about.features} />
        </Stack>
      </Container>
      <AboutStats stats={about.stats} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <Testimonials items={about.testimonials} />
          <OurMission text={about.mission} />
        </Stack>
      </Container>
    </>
  );
}
