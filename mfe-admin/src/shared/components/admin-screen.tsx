import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import './admin-screen.css';

/** The frame of an admin screen: the page container plus the admin area's dark-mode fixes. */
export function AdminScreen({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <Container className={`admin-screen py-4 ${className}`.trim()}>{children}</Container>;
}
