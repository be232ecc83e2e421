import { Component, type ComponentType, type ReactNode } from 'react';
import type { SkinModule } from './brands';

interface BoundaryProps {
  name: string;
  children?: ReactNode;
}

/** Keeps one broken component from taking the whole gallery down, and says which one broke. */
export class SlotBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="slot-missing" data-testid={`slot-error-${this.props.name}`}>
          <strong>{this.props.name}</strong> failed to render: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

export interface SlotProps {
  skin: SkinModule;
  /** The export name, e.g. 'Header'. */
  name: string;
  /** Props for the component; the gallery passes the spec's props by name. */
  props?: Record<string, unknown>;
}

/** Renders a skin's component by export name, or a note that this skin does not export it yet. */
export function Slot({ skin, name, props }: SlotProps) {
  const Found = skin[name];
  if (typeof Found !== 'function' && !(typeof Found === 'object' && Found !== null)) {
    return (
      <p className="slot-missing" data-testid={`slot-missing-${name}`}>
        This skin does not export <code>{name}</code> yet.
      </p>
    );
  }
  const Rendered = Found as ComponentType<Record<string, unknown>>;
  return (
    <SlotBoundary name={name}>
      <Rendered {...props} />
    </SlotBoundary>
  );
}

/** True when the skin exports a component of that name. */
export function hasComponent(skin: SkinModule, name: string): boolean {
  const found = skin[name];
  return typeof found === 'function' || (typeof found === 'object' && found !== null);
}
