import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** The frame of an admin screen: the page container (its dark-mode colours are the shell theme's). */
export function AdminScreen({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <Container className={`admin-screen py-4 ${className}`.trim()}>{children}</Container>;
}
