"""The CLI answered by a running ``mnemo serve`` on the same store, through a Unix socket.

Why: a CLI process otherwise loads what its command needs before it can answer. ``search`` loads the
embedding model (~0.4 s, ~130 MB). A Korean ``add`` near a stored memory also loads Kiwi, the Korean
analyzer (~1 s, ~300 MB), so it cost ~2 s and ~470 MB every time. A server has both loaded already.

How:
- ``mnemo serve`` on a store without a vault listens on a socket named after the store, in the user's
  runtime directory (``$XDG_RUNTIME_DIR/mnemo`` or ``<tmp>/mnemo-<uid>``, mode 0700, checked).
- ``add``, ``search``, ``context`` and ``ask`` first look for that socket. When they find it, and the
  server was started with the same settings (a hash of every setting but the user), they send the same
  service call they would make here, with the CLI's user, and print the answer the same way.
- Everything else runs in the CLI's own process, as before: another config, a vaulted store, no server,
  a stale socket, ``MNEMO_LOCAL_SERVER=off``.

Trust: the socket answers this uid, for any ``--user``, as the CLI itself does on the store. Its directory
is owned by the uid and closed to others (a symlink, or a directory another uid owns or may enter, is
refused), and the server refuses a peer of another uid (``SO_PEERCRED`` on Linux). A process of the same
uid that can reach the directory but not the store file (a container sharing ``/tmp``) could reach it too:
``$XDG_RUNTIME_DIR``, when set, is used instead of ``/tmp``, and ``mnemo serve --no-local-cli`` turns it off.
Requests are JSON, and only the four calls above are answered. Answers are the service's own result
objects, pickled; the client reads them only from a socket in a directory it has checked is its own, from a
server of the same code (the fingerprint holds a stamp of mnemo's source files).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import pickle
import socket
import socketserver
import stat
import struct
import sys
import tempfile
import threading
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mnemo.errors import MnemoError, StorageError

if TYPE_CHECKING:
    from mnemo.config import Settings
    from mnemo.service import MemoryService

log = logging.getLogger(__name__)

PROTOCOL = 1
#: How long the CLI waits for the server's answer to one call (plus the LLM's time when one is configured):
#: a stopped or deadlocked server ends in a clear error, not a CLI that waits forever.
CALL_TIMEOUT_S = 60.0
#: The service calls a CLI may send: the commands that would load a model in the CLI's process.
CALLS = frozenset({"add", "retrieve", "context", "ask"})
_FRAME = struct.Struct(">I")
_MAX_REQUEST = 8_000_000  # a request is one command line's worth of text
_SOCKET_PATH_MAX = 100  # sun_path is 108 bytes on Linux, 104 on macOS
OTHER_SETTINGS = "started with other settings or other code"


# -- where the socket is ----------------------------------------------------------------------------------------
def _private_dir(path: Path, create: bool) -> bool:
    """True when ``path`` is a directory this user owns and nobody else can enter (made so when ``create``)."""
    try:
        if create:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = path.lstat()
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        return False
    if info.st_mode & 0o077:
        if not create:
            return False
        try:
            path.chmod(0o700)
        except OSError:
            return False
    return True


def runtime_dir(create: bool = False) -> Path | None:
    """The user's own directory for mnemo's sockets, or None when there is none safe to use."""
    if not hasattr(socket, "AF_UNIX") or not hasattr(os, "getuid"):
        return None
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(xdg) / "mnemo" if xdg and os.path.isabs(xdg) else Path(tempfile.gettempdir()) / f"mnemo-{os.getuid()}"
    return base if _private_dir(base, create) else None


def store_name(db: str) -> str:
    """The store as both sides name it: a file by its absolute path, a database URL as given."""
    if "://" in db:
        return db
    return str(Path(db).expanduser().resolve())


def socket_path(db: str, create: bool = False) -> Path | None:
    folder = runtime_dir(create)
    if folder is None:
        return None
    path = folder / f"{hashlib.sha256(store_name(db).encode()).hexdigest()[:16]}.sock"
    return path if len(str(path)) <= _SOCKET_PATH_MAX else None


#: The settings that change what add/search/context/ask answer or do. Left out: the user (sent with each
#: call), ``create``, the passphrase, and the server's own jobs (Slack bot, SMTP, upkeep schedules), which a
#: server is often started with and a CLI shell is not.
ANSWERING_SETTINGS = ("db", "embedder", "llm", "consolidation", "bands", "bands_explicit", "similarity", "gate",
                      "notify")


def fingerprint(settings: Settings) -> str:
    """A hash of the settings that change an answer, and of the code that computes it."""
    data = settings.model_dump(mode="json", include=set(ANSWERING_SETTINGS))
    data["db"] = store_name(settings.db)
    data["code"] = _code_stamp()
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()


_STAMP: list[str] = []


def _code_stamp() -> str:
    """The protocol and the newest modification of mnemo's source files: a CLI whose code changed since the
    server started (an upgrade, a ``git pull`` in a checkout) answers itself rather than read answers of
    other classes. ~250 ``stat`` calls, under 2 ms."""
    if not _STAMP:
        root = Path(__file__).resolve().parents[2]
        newest = max((f.stat().st_mtime_ns for f in root.rglob("*.py")), default=0)
        _STAMP.append(f"{PROTOCOL}:{newest}")
    return _STAMP[0]


# -- framing ----------------------------------------------------------------------------------------------------
def _send(sock: socket.socket, payload: bytes) -> None:
    sock.sendall(_FRAME.pack(len(payload)) + payload)


def _receive(sock: socket.socket, limit: int | None = None) -> bytes | None:
    head = _read_exactly(sock, _FRAME.size)
    if head is None:
        return None
    (size,) = _FRAME.unpack(head)
    if limit is not None and size > limit:
        raise ValueError(f"a frame of {size} bytes")
    body = _read_exactly(sock, size)
    if body is None:
        raise ConnectionError("the peer closed the socket mid-frame")
    return body


def _read_exactly(sock: socket.socket, size: int) -> bytes | None:
    chunks, left = [], size
    while left:
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            if left == size:
                return None
            raise ConnectionError("the peer closed the socket mid-frame")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return {"$datetime": value.isoformat()}
    raise TypeError(f"{type(value).__name__} is not sent to the local server")


def _decode(obj: dict[str, Any]) -> Any:
    if set(obj) == {"$datetime"}:
        return datetime.fromisoformat(obj["$datetime"])
    return obj


def _error_reply(exc: MnemoError) -> tuple[str, dict[str, Any]]:
    return "error", {"type": type(exc).__name__, "what": exc.what, "fix": exc.fix, "details": exc.details,
                     "code": exc.code}


def _rebuilt_error(body: dict[str, Any]) -> MnemoError:
    """The server's ``MnemoError`` as the same class here, so the CLI prints and exits as it would have."""
    import mnemo.errors

    cls = getattr(mnemo.errors, str(body.get("type")), None)
    if not (isinstance(cls, type) and issubclass(cls, MnemoError)):
        cls = MnemoError
    err = cls.__new__(cls)
    MnemoError.__init__(err, body.get("what") or "The local server refused the call", body.get("fix") or "",
                        details=body.get("details"))
    err.code = body.get("code") or cls.code
    return err


# -- the server side ------------------------------------------------------------------------------------------
class _Handler(socketserver.BaseRequestHandler):
    server: _SocketServer

    def handle(self) -> None:
        sock: socket.socket = self.request
        if not _same_user(sock):
            return
        service, mine = self.server.service, self.server.fingerprint
        while True:
            try:
                raw = _receive(sock, _MAX_REQUEST)
            except (OSError, ValueError):
                return
            if raw is None:
                return
            try:
                request = json.loads(raw, object_hook=_decode)
                reply = self._answer(service, mine, request)
            except (ValueError, TypeError, KeyError) as exc:
                reply = ("refused", f"a malformed request ({type(exc).__name__})")
            try:
                _send(sock, pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL))
            except OSError:
                return

    @staticmethod
    def _answer(service: MemoryService, mine: str, request: dict[str, Any]) -> tuple[str, Any]:
        if request.get("protocol") != PROTOCOL:
            return "refused", "another protocol version"
        if request.get("fingerprint") != mine:
            return "refused", OTHER_SETTINGS
        if service.vault_status().get("vault"):
            return "refused", "the store has a vault: the CLI unlocks it itself"
        method = request.get("call")
        if method == "hello":
            return "ok", os.getpid()
        if method not in CALLS:
            return "refused", f"{method!r} is not answered here"
        args, kwargs = list(request["args"]), dict(request["kwargs"])
        try:
            return "ok", getattr(service, method)(*args, **kwargs)
        except MnemoError as exc:
            return _error_reply(exc)
        except Exception as exc:  # noqa: BLE001 - the CLI reports it as it reports its own internal errors
            log.exception("local CLI call %s failed", method)
            return "internal", f"{type(exc).__name__}: {exc}"


def _same_user(sock: socket.socket) -> bool:
    """False when the peer is another uid (Linux tells; elsewhere the socket's directory is the guard)."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return True
    try:
        _pid, uid, _gid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("3i")))
    except OSError:
        return False
    return uid == os.getuid()


class _SocketServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def __init__(self, path: str, service: MemoryService) -> None:
        self.service = service
        self.fingerprint = fingerprint(service.settings)
        super().__init__(path, _Handler)


class LocalListener:
    """The socket ``mnemo serve`` answers the CLI on, while it runs."""

    def __init__(self, server: _SocketServer, path: Path) -> None:
        self._server, self.path = server, path
        self._inode = path.stat().st_ino  # stop() removes this socket, not a later server's
        self._stopped = False
        self._thread = threading.Thread(target=server.serve_forever, name="mnemo-local-cli", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop answering and remove the socket (once; a second call does nothing)."""
        if self._stopped:
            return
        self._stopped = True
        self._server.shutdown()
        self._server.server_close()
        try:
            if self.path.exists() and self.path.stat().st_ino == self._inode:
                self.path.unlink()
        except OSError:
            pass


def _turned_off() -> bool:
    """``MNEMO_LOCAL_SERVER=off`` (or 0/no/false): neither side uses the socket."""
    return os.environ.get("MNEMO_LOCAL_SERVER", "").lower() in ("0", "off", "no", "false")


def listen(service: MemoryService) -> tuple[LocalListener | None, str]:
    """Start answering the CLI for ``service``'s store; (None, why) when it does not."""
    if _turned_off():
        return None, "MNEMO_LOCAL_SERVER is off"
    if service.vault_status().get("vault"):
        return None, "the store has a vault, and the CLI unlocks it itself"
    path = socket_path(service.settings.db, create=True)
    if path is None:
        return None, "this system has no private runtime directory for a socket"
    if path.exists() or path.is_symlink():
        if _answers(path):
            return None, f"another mnemo serve answers the CLI for this store ({path})"
        path.unlink(missing_ok=True)  # left by a server that was killed (another starting server may beat us)
    try:
        server = _SocketServer(str(path), service)  # in a 0700 directory: nobody else reaches it meanwhile
        path.chmod(0o600)
    except OSError as exc:
        return None, f"the socket {path} could not be opened ({exc})"
    return LocalListener(server, path), str(path)


def _answers(path: Path) -> bool:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            probe.settimeout(1.0)
            probe.connect(str(path))
        return True
    except OSError:
        return False


# -- the CLI side -----------------------------------------------------------------------------------------------
class ServerSideEmbedder:
    """The server embeds (a team server, or a local one with its model loaded): the CLI's warm-up has
    nothing to load. Also the stand-in of ``cli/remote.py``."""

    def embed(self, texts: list[str]) -> None:
        return None


class LocalServerService:
    """The four service calls the model-loading commands make, answered by the local server."""

    embedder = ServerSideEmbedder()

    def __init__(self, sock: socket.socket, settings: Settings, path: Path, mine: str) -> None:
        self._sock, self._user, self.path = sock, settings.user, path
        self._fingerprint = mine  # ``fingerprint(settings)``, as the greeting sent it
        # a call that waits on an LLM may take its timeout per attempt; anything else answers in a second
        llm = settings.llm
        self.timeout = CALL_TIMEOUT_S + (llm.timeout * (llm.retries + 1) if llm.configured else 0.0)
        sock.settimeout(self.timeout)

    def close(self) -> None:
        self._sock.close()

    def add(self, text: str, **fields: Any) -> Any:
        return self._call("add", text, **fields)

    def retrieve(self, query: str, **options: Any) -> Any:
        return self._call("retrieve", query, **options)

    def context(self, query: str, **options: Any) -> Any:
        return self._call("context", query, **options)

    def ask(self, question: str, **options: Any) -> Any:
        return self._call("ask", question, **options)

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"{name!r} is answered by the CLI's own process, not the local server")

    def _call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """One call as the CLI's user (the server's own default user is another's): ``--user`` or MNEMO_USER."""
        kwargs["user_id"] = kwargs.get("user_id") or self._user
        status, body = _exchange(self._sock, self._fingerprint, method, list(args), kwargs)
        if status == "ok":
            return body
        if status == "error":
            raise _rebuilt_error(body)
        if status == "internal":
            raise StorageError(f"The local mnemo server failed on {method} ({body}); its log has the details",
                               "Report it; set MNEMO_LOCAL_SERVER=off to answer here meanwhile")
        raise StorageError(f"The local mnemo server refused the call: {body}",
                           "Run the command again with MNEMO_LOCAL_SERVER=off to answer it here")


_AGAIN = ("Run the command again (`mnemo log` shows whether a write was made), or set MNEMO_LOCAL_SERVER=off to "
          "answer it here")


def _exchange(sock: socket.socket, mine: str, method: str, args: list[Any],
              kwargs: dict[str, Any]) -> tuple[str, Any]:
    request = json.dumps({"protocol": PROTOCOL, "fingerprint": mine, "call": method, "args": args,
                          "kwargs": kwargs}, default=_encode).encode()
    try:
        _send(sock, request)
        raw = _receive(sock)
    except TimeoutError:
        raise StorageError(f"The local mnemo server did not answer {method} in time",
                           "Check that `mnemo serve` is running and not stopped, or set MNEMO_LOCAL_SERVER=off "
                           "to answer here (`mnemo log` shows whether a write was made)") from None
    except OSError as exc:
        raise StorageError(f"The local mnemo server stopped answering during {method} ({exc})", _AGAIN) from None
    if raw is None:
        raise StorageError(f"The local mnemo server closed the connection during {method}", _AGAIN)
    try:
        reply = pickle.loads(raw)  # noqa: S301 - from a socket in this user's own checked directory
        return reply[0], reply[1]
    except (pickle.UnpicklingError, AttributeError, ImportError, EOFError, IndexError, TypeError) as exc:
        raise StorageError(f"The local mnemo server's answer to {method} could not be read ({type(exc).__name__})",
                           "Restart `mnemo serve` (it may run other code than this CLI), or set "
                           "MNEMO_LOCAL_SERVER=off to answer here") from None


def connect(settings: Settings) -> LocalServerService | None:
    """The local server for ``settings``' store when one runs with the same settings, else None (quickly)."""
    if _turned_off():
        return None
    path = socket_path(settings.db)
    if path is None:
        return None
    try:
        info = path.lstat()
    except OSError:
        return None
    if not stat.S_ISSOCK(info.st_mode) or info.st_uid != os.getuid():
        return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    mine = fingerprint(settings)
    try:
        sock.settimeout(2.0)
        sock.connect(str(path))
        status, body = _exchange(sock, mine, "hello", [], {})
    except (OSError, MnemoError) as exc:  # _exchange makes an unreadable answer a StorageError
        sock.close()
        log.info("the local mnemo server at %s did not answer (%s): answering here", path, exc)
        return None
    if status != "ok":
        sock.close()
        log.info("the local mnemo server at %s does not answer this call (%s): answering here", path, body)
        if body == OTHER_SETTINGS:  # the user started a server to be answered by: say why it is not
            sys.stderr.write("Note: the mnemo serve on this store was started with other settings (config file or "
                             "MNEMO_* variables) or another version of mnemo, so this command loads its models "
                             "here. Restart the server with this shell's settings to be answered by it\n")
        return None
    log.info("answered by the local mnemo server (pid %s, %s)", body, path)
    return LocalServerService(sock, settings, path, mine)
