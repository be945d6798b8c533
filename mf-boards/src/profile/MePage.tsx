// /me/ goes to the viewer's own profile (the business's while they act as one); a visitor is asked to log in.

import { useEffect, useState } from 'react';
import { actingAccount, signedInViewer } from 'page-runtime';
import { LoadingScreen } from 'react-kit';
import { useBoardsDeps } from '../data/deps';

export function MePage() {
  const { session } = useBoardsDeps();
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    let live = true;
    session.load().then(
      (current) => {
        if (!live) return;
        const viewer = signedInViewer(current);
        if (viewer) window.history.replaceState(null, '', `/${actingAccount(viewer).username}/`);
        else setVisitor(true);
      },
      () => live && setVisitor(true),
    );
    return () => {
      live = false;
    };
  }, [session]);
  if (!visitor) return <LoadingScreen label="Your profile" />;
  return (
    <section className="pb-screen pb-state" aria-labelledby="boards-heading">
      <h1 id="boards-heading" className="pb-state__heading">
        Your profile
      </h1>
      <p className="pb-state__text">Log in to see your boards and the Pins you saved.</p>
      <p>
        <a className="pb-button pb-button--primary" href="/login?next=%2Fme%2F">
          Log in
        </a>
      </p>
    </section>
  );
}
