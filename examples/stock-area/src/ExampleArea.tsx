// The example area's one page: what a new team sees first once its build mounts in the site.
import './ExampleArea.css';

export function ExampleArea() {
  return (
    <section className="example-area" aria-labelledby="example-area-title">
      <h1 id="example-area-title" className="example-area__title">
        Built by another team
      </h1>
      <p className="example-area__text">
        This area was built with a stock Module Federation config and deployed with pinboard deploy. It renders with the page’s React.
      </p>
    </section>
  );
}
