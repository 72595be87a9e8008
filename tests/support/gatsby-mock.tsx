// The gatsby module as Gatsby's unit-testing guide mocks it: queries are stubs, Link is an anchor.
import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const graphql = jest.fn();
export const navigate = jest.fn();
export function Link({ to, children, activeClassName: _active, partiallyActive: _partial, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
