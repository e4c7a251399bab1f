import type { ComponentPropsWithoutRef } from 'react';
import styles from './card.module.css';

/** What a card's stripe says: nothing yet, needs attention, due now, done; `quiet` greys a card that needs nothing. */
export type CardTone = 'plain' | 'concern' | 'due' | 'done' | 'quiet';

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A titled block of cards (the title and list are its children). */
export function CardSection({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section className={joined(styles.section, className)} {...props} />;
}

/** The list the cards stand in, a gap between them. */
export function CardList({ className, ...props }: ComponentPropsWithoutRef<'ul'>) {
  return <ul className={joined(styles.list, className)} {...props} />;
}

/** One card of a list, its stripe in the tone's colour. */
export function Card({ tone = 'plain', className, ...props }: ComponentPropsWithoutRef<'li'> & { tone?: CardTone }) {
  return <li className={joined(styles.card, className)} data-tone={tone} {...props} />;
}
