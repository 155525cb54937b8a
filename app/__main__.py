from app.main import run

raise SystemExit(run())
