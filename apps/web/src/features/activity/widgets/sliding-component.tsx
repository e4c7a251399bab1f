import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ActivityLink } from '../components/activity-link.tsx';
import styles from '../components/activity.module.css';
import { LazyImage } from '../components/lazy-image.tsx';
import carouselStyles from './sliding-component.module.css';
import { isFirstScreen, type WidgetProps } from './types.ts';
import { useCarousel } from './use-carousel.ts';

/** A carousel of images with autoplay, indicators and touch swipe. */
export function SlidingComponent({ node, path }: WidgetProps<'SlidingComponent'>) {
  const { t } = useTranslation('activity');
  const total = node.slides.length;
  const { index, dragPx, goTo, handlers } = useCarousel(total, { autoplay: node.autoplay, intervalMs: node.intervalMs });
  const first = node.slides[0]!.image;

  return (
    <section
      className={carouselStyles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="carousel"
      data-index={index}
    >
      <div className={carouselStyles.carouselViewport} style={{ aspectRatio: `${first.width} / ${first.height}` }} {...handlers}>
        <div
          className={carouselStyles.carouselTrack}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragPx}px))`, transition: dragPx ? 'none' : undefined }}
          aria-live="polite"
        >
          {node.slides.map((slide, i) => (
            <div
              key={i}
              className={carouselStyles.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total })}
              inert={i !== index}
              data-testid="carousel-slide"
            >
              <ActivityLink link={slide.link} label={slide.image.alt} className={styles.imageLink}>
                <LazyImage image={slide.image} eager={i === 0 && isFirstScreen(path)} />
              </ActivityLink>
            </div>
          ))}
        </div>
      </div>
      {node.indicators && total > 1 ? (
        <div className={carouselStyles.indicators}>
          {node.slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={carouselStyles.indicator}
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => goTo(i)}
              data-testid="carousel-indicator"
            >
              <span className={i === index ? `${carouselStyles.dot} ${carouselStyles.dotActive}` : carouselStyles.dot} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
