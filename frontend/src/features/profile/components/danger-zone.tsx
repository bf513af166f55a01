// The profile's danger zone: the way to account deletion.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function DangerZone() {
  return (
    <section className="card danger-zone" aria-labelledby="danger-title">
      <h2 id="danger-title" className="card-title">
        Danger zone
      </h2>
      <div className="row row-between">
        <p className="muted">Permanently delete your account and every entry, photo and chat you have stored.</p>
        <Link to={paths.accountDelete} className="btn btn-danger">
          Delete Account
        </Link>
      </div>
    </section>
  );
}
