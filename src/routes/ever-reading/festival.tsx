import { createFileRoute } from '@tanstack/react-router';
import { GallerySection, PageBanner } from '../../components/ui/image-gallery';
import { FestivalPage } from '../../features/reading/components/festival-page';
import { koImages } from '../../lib/i18n/messages-images-ko';

const t = koImages.festival;

/** /ever-reading/festival: the 경기 북페스티벌 (the popups and the menu link here), with its pictures. */
export const Route = createFileRoute('/ever-reading/festival')({
  component: function FestivalRoute() {
    return (
      <FestivalPage
        banner={<PageBanner name="background/festival" />}
        gallery={<GallerySection id="festival-gallery" heading={t.gallery} intro={t.galleryIntro} group="festival" variant="scenes" />}
        partners={<GallerySection id="festival-partners" heading={t.partners} intro={t.partnersIntro} group="partner" variant="logos" />}
      />
    );
  },
});
