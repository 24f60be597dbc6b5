"""Settings: defaults < config file (TOML) < ``MNEMO_*`` environment < explicit arguments.

Built at the edge (CLI, API, tests) by ``Settings.load``; nothing here reads the environment at import.
The config file is ``$MNEMO_CONFIG`` or ``<user config dir>/mnemo/config.toml`` when it exists::

    db = "/data/mnemo.db"
    user = "alice"
    [embedder]
    provider = "use-m3"            # use-m3 (bundled default) | e5 | openai
    # url = "http://127.0.0.1:11434/v1"   model = "nomic-embed-text"   (provider = "openai")
    [llm]                          # optional; nothing in the default path needs it
    url = "http://127.0.0.1:11434/v1"
    model = "qwen2.5:7b-instruct"
    [consolidation]
    respect_source_priority = true
    confidence_margin = 0.1
    [consolidation.bands]          # ``docs/design/consolidation.md``'s defaults
    skip = 0.95
    update = 0.80
    related = 0.50
    [consolidation.strategies]
    content = "replace"            # replace | append | keep_existing
    keywords = "merge"             # replace | merge | keep_existing
    importance = "max"             # replace | max | keep_existing
    [similarity]
    mode = "contextual"            # contextual (default) | raw: how consolidation compares memories
    cache_ttl_s = 86400            # decompositions are cached by content hash this long
    [similarity.hybrid]            # ``docs/design/similarity.md``'s shortcuts
    duplicate_shortcut = 0.98
    unrelated_shortcut = 0.30
    [bands."use-m3"]               # one embedding model's raw-cosine bands, written by ``mnemo calibrate``
    skip = 0.95
    [notify]                       # optional: conflict events POSTed to a webhook (docs/notifications.md)
    webhook_url = "https://hooks.example.com/mnemo"
    webhook_secret = "…"           # signs each event (X-Mnemo-Signature: sha256=HMAC of the body)
"""

from __future__ import annotations

import os
import re
import tempfile
import tomllib
from collections.abc import Mapping, MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from mnemo.domain.policy import Bands, ConsolidationPolicy, HybridThresholds
from mnemo.errors import ConfigError

if TYPE_CHECKING:
    import tomlkit


def default_db_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("mnemo", appauthor=False)) / "mnemo.db"


def default_config_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("mnemo", appauthor=False)) / "config.toml"


class EmbedderSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    provider: str = "use-m3"
    url: str | None = None
    model: str | None = None
    api_key: str | None = Field(default=None, repr=False)
    dim: int | None = None
    timeout: float = 30.0


class LLMSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    url: str | None = None
    model: str | None = None
    api_key: str | None = Field(default=None, repr=False)
    timeout: float = 60.0
    retries: int = 2

    @property
    def configured(self) -> bool:
        return bool(self.url and self.model)


class SimilaritySettings(BaseModel):
    """How consolidation compares a new memory with stored ones (``mnemo.similarity.engine``)."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["contextual", "raw"] = "contextual"
    hybrid: HybridThresholds = Field(default_factory=HybridThresholds)
    cache_ttl_s: float = Field(default=24 * 3600.0, gt=0)
    llm_batch_size: int = Field(default=8, ge=1, le=64)
    llm_judge: bool = True  # with an LLM configured, ambiguous pairs go to the contrastive judge


class GateSettings(BaseModel):
    """The write gate every agent write passes (``pipeline.gate``; ``docs/design/write_gate.md``).

    ``threshold`` is the design's 0.88 on its own scale. Raw cosine scales differ between embedding
    models, so ``raw_thresholds`` holds, per model id, the raw cosine at which that model means the same:
    for the bundled USE-m3, the cosine at which at most 2% of different statements (KorSTS + STS-B dev,
    gold < 3) would merge (see ``write.gate.USE_M3_CALIBRATION``). A model without an entry gets
    ``threshold`` mapped through its consolidation bands from ``mnemo calibrate``, or as is. ``restatement``
    is the looser cosine at which a write whose fact words are at most ``max_novelty`` new to a recent
    memory is merged too (a restatement in other words); models without an entry do not use it."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    threshold: float = Field(default=0.88, ge=0.0, le=1.0)
    raw_thresholds: dict[str, float] = Field(default_factory=lambda: {"use-m3": 0.845})
    restatement: dict[str, float] = Field(default_factory=lambda: {"use-m3": 0.50})
    max_novelty: float = Field(default=0.4, ge=0.0, le=1.0)  # share of new content words a restatement may add
    window_days: float = Field(default=7.0, gt=0)
    candidates: int = Field(default=5, ge=1, le=50)
    min_chars: int = Field(default=80, ge=0)
    hangul_weight: float = Field(default=2.25, ge=1.0, le=5.0)  # English chars per Hangul syllable (KorSTS/STS-B)
    min_tags: int = Field(default=3, ge=0, le=20)
    max_tags: int = Field(default=8, ge=1, le=50)
    synonyms: dict[str, list[str]] | None = None  # None: the built-in map (domain.tags.DEFAULT_SYNONYMS)
    specific: list[str] | None = None  # variants kept as secondary tags; None: domain.tags.DEFAULT_SPECIFIC
    keep_specific: bool = True
    tags_embedded: bool = False  # mnemo embeds title + content; tags only when this is set
    reconstruct: bool = True  # thin content goes to the LLM reconstructor when an LLM is configured
    max_content_chars: int = Field(default=100_000, ge=1)
    max_metadata_bytes: int = Field(default=16_384, ge=0)

    @model_validator(mode="after")
    def _tags_range(self) -> "GateSettings":
        if self.min_tags > self.max_tags:
            raise ValueError(f"min_tags ({self.min_tags}) is above max_tags ({self.max_tags})")
        return self


class NotifySettings(BaseModel):
    """Conflict notifications (``mnemo.notify``): ``conflict.recorded`` / ``conflict.resolved`` events POSTed to
    ``webhook_url``, signed with ``webhook_secret``. Without a URL nothing is sent and nothing is queued.
    ``attempts`` tries per round, ``backoff`` seconds before the second one (doubling, jittered), each POST
    waiting at most ``timeout`` seconds."""

    model_config = ConfigDict(extra="forbid")

    webhook_url: str | None = None
    webhook_secret: str | None = Field(default=None, repr=False)
    timeout: float = Field(default=5.0, gt=0, le=120)
    attempts: int = Field(default=5, ge=1, le=20)
    backoff: float = Field(default=0.5, gt=0, le=60)

    @property
    def configured(self) -> bool:
        return bool(self.webhook_url and self.webhook_url.strip())


class SlackBotSettings(BaseModel):
    """The Slack bot (``interfaces/slack_bot``, ``docs/slack_bot.md``): ``/mnemo <question>`` and app mentions
    answered from a team's memory. ``signing_secret`` verifies Slack's requests (without it the bot's
    endpoints refuse); ``teams`` maps a Slack workspace id to the mnemo team whose memories it may read
    (``MNEMO_SLACK_TEAM="T0123=platform,T0456=design"``; a workspace not listed is refused); ``bot_token``
    posts answers to mentions and the digest; ``api_url`` is Slack's Web API (tests point it at a local
    fake); an answer taking longer than ``inline_seconds`` is acknowledged first and sent to Slack's
    response URL when ready (Slack waits 3 seconds)."""

    model_config = ConfigDict(extra="forbid")

    signing_secret: str | None = Field(default=None, repr=False)
    bot_token: str | None = Field(default=None, repr=False)
    teams: dict[str, str] = Field(default_factory=dict)
    api_url: str = "https://slack.com/api"
    digest_channel: str | None = None
    inline_seconds: float = Field(default=2.0, ge=0, le=2.8)

    @field_validator("teams", mode="before")
    @classmethod
    def _team_pairs(cls, value: Any) -> Any:
        """``"T0123=platform,T0456=design"`` (the environment's form) as a mapping."""
        if not isinstance(value, str):
            return value
        out: dict[str, str] = {}
        for pair in value.split(","):
            if not pair.strip():
                continue
            workspace, sep, team = pair.partition("=")
            if not sep or not workspace.strip() or not team.strip():
                raise ValueError(f"{pair.strip()!r} is not WORKSPACE=TEAM (e.g. T0123=platform)")
            out[workspace.strip()] = team.strip()
        return out


class SmtpSettings(BaseModel):
    """Mail for the weekly digest (``mnemo digest --send``): an SMTP server and who gets it. Without a host
    nothing is mailed. ``starttls`` upgrades the connection; ``ssl`` connects over TLS from the start."""

    model_config = ConfigDict(extra="forbid")

    host: str | None = None
    port: int = Field(default=587, ge=1, le=65535)
    username: str | None = None
    password: str | None = Field(default=None, repr=False)
    sender: str | None = None
    to: list[str] = Field(default_factory=list)
    starttls: bool = True
    ssl: bool = False
    timeout: float = Field(default=20.0, gt=0, le=300)

    @field_validator("to", mode="before")
    @classmethod
    def _addresses(cls, value: Any) -> Any:
        return [a.strip() for a in value.split(",") if a.strip()] if isinstance(value, str) else value


class CompactionSettings(BaseModel):
    """Compaction of old similar decisions into one compacted memory (``docs/lifecycle.md``): decisions that
    stand, older than ``min_age_days``, clustered where their embeddings are at least ``threshold`` alike
    (the design's 0.65 on its own scale; ``raw_thresholds`` per model id, else mapped through the model's
    calibrated bands like every similarity), clusters of ``min_cluster`` or more, in partitions holding at
    least ``min_decisions`` decisions."""

    model_config = ConfigDict(extra="forbid")

    min_age_days: float = Field(default=90.0, ge=0)
    threshold: float = Field(default=0.65, ge=0.0, le=1.0)
    raw_thresholds: dict[str, float] = Field(default_factory=dict)
    min_cluster: int = Field(default=3, ge=2, le=1000)
    max_cluster: int = Field(default=50, ge=3, le=10_000)  # a bigger cluster is split by time
    min_decisions: int = Field(default=500, ge=0)
    use_llm: bool = True  # with an LLM configured, it writes the summary (checked against the originals)


class RestatementSettings(BaseModel):
    """The duplicate sweep's search for decisions that restate an earlier one in other words
    (``lifecycle/restated_decisions.py``, ``docs/lifecycle.md`` "Restatements"): raw cosines per embedding
    model id of the whole texts (``cosine``) and of the texts without their identifiers and values (``topic``), for
    decisions made at most ``window_days`` apart. A model without an entry in both is not searched: the
    values were measured for the bundled model only.

    ``merge`` is off by default: the pairs are reported (``mnemo maintain`` lists them) but not merged. On a
    generated history written after the rule, about one pair in ten it would merge was two different
    decisions written alike (the figures are in the docs); a wrong merge hides a decision that stands."""

    model_config = ConfigDict(extra="forbid")

    merge: bool = False
    cosine: dict[str, float] = Field(default_factory=lambda: {"use-m3": 0.50})
    topic: dict[str, float] = Field(default_factory=lambda: {"use-m3": 0.40})
    window_days: float = Field(default=30.0, gt=0)

    def for_model(self, model_id: str) -> tuple[float, float, float] | None:
        if model_id in self.cosine and model_id in self.topic:
            return self.cosine[model_id], self.topic[model_id], self.window_days
        return None


class LifecycleSettings(BaseModel):
    """Upkeep jobs (``mnemo maintain``; ``mnemo serve`` runs the due ones): how often each runs (days; 0 =
    never on a schedule, only when asked), how long a deleted version keeps its text before retention
    purges it to an audit stub, and how long decision-log entries are kept (0 = forever)."""

    model_config = ConfigDict(extra="forbid")

    compaction: CompactionSettings = Field(default_factory=CompactionSettings)
    restatement: RestatementSettings = Field(default_factory=RestatementSettings)
    every_days: dict[str, float] = Field(default_factory=lambda: {
        "compaction": 7.0, "duplicates": 1.0, "tags": 1.0, "reembed": 1.0, "retention": 1.0})
    deleted_retention_days: float = Field(default=30.0, ge=0)
    log_retention_days: float = Field(default=0.0, ge=0)
    batch: int = Field(default=200, ge=1, le=10_000)  # memories per transaction: a kill loses one batch at most
    stale_days: float = Field(default=180.0, gt=0)  # health: a standing decision nobody mentioned this long


def vault_passphrase(store_path: str = "", env: Mapping[str, str] | None = None) -> str | None:
    """The vault's passphrase: ``MNEMO_PASSPHRASE``, else the OS keyring's entry ``mnemo`` / ``vault:<store>``
    when the optional ``keyring`` package is installed and has one. Never a file: a passphrase on disk beside
    the store would defeat the vault (``docs/vault.md``)."""
    env = os.environ if env is None else env
    if env.get("MNEMO_PASSPHRASE"):
        return env["MNEMO_PASSPHRASE"]
    try:
        import keyring  # optional: not a dependency
    except ImportError:
        return None
    try:
        return keyring.get_password("mnemo", f"vault:{store_path}") or None
    except Exception:  # noqa: BLE001 - a keyring without a backend (a headless server) is the same as none
        return None


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    db: str = Field(default_factory=lambda: str(default_db_path()))
    user: str = "default"
    embedder: EmbedderSettings = Field(default_factory=EmbedderSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    consolidation: ConsolidationPolicy = Field(default_factory=ConsolidationPolicy)
    bands: dict[str, Bands] = Field(default_factory=dict)  # per embedding model id, from calibration
    bands_explicit: bool = False  # thresholds given by env/args win over per-model calibration
    similarity: SimilaritySettings = Field(default_factory=SimilaritySettings)
    gate: GateSettings = Field(default_factory=GateSettings)
    notify: NotifySettings = Field(default_factory=NotifySettings)
    lifecycle: LifecycleSettings = Field(default_factory=LifecycleSettings)
    slack: SlackBotSettings = Field(default_factory=SlackBotSettings)
    smtp: SmtpSettings = Field(default_factory=SmtpSettings)
    # The vault's passphrase (MNEMO_PASSPHRASE only: never read from the config file beside the store)
    passphrase: str | None = Field(default=None, repr=False, exclude=True)
    # Create the database's directory when it is missing (the default location always is): a mistyped
    # --db must not start an empty store somewhere unexpected
    create: bool = False

    @property
    def db_shown(self) -> str:
        """The store as messages and logs may show it: a PostgreSQL URL without its password (``mnemo serve``'s
        banner printed it into every log collector: the team walk)."""
        from mnemo.errors import redact_url

        return redact_url(self.db)

    def gate_thresholds(self, model_id: str) -> tuple[float, float]:
        """(merge, restatement) raw-cosine thresholds of the write gate for ``model_id``.

        An explicit per-model value wins; otherwise the design-scale value is mapped onto the model's raw
        scale through its calibrated bands (identity when it has none)."""
        g = self.gate
        merge = g.raw_thresholds.get(model_id, self.raw_cosine(model_id, g.threshold))
        return merge, min(merge, g.restatement.get(model_id, merge))

    def raw_cosine(self, model_id: str, value: float) -> float:
        """A design-scale similarity ``value`` on ``model_id``'s raw cosine scale, through the model's
        calibrated bands (as is when it has none)."""
        from mnemo.domain.contextual import to_spec_scale

        bands = self.calibration_for(model_id)
        if bands is None:
            return value
        lo, hi = 0.0, 1.0
        for _ in range(40):  # invert the monotone piecewise-linear map
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if to_spec_scale(mid, bands) < value else (lo, mid)
        return round(hi, 4)

    def compaction_threshold(self, model_id: str) -> float:
        """The raw cosine at which two decisions join one compaction cluster for ``model_id``."""
        c = self.lifecycle.compaction
        return c.raw_thresholds.get(model_id, self.raw_cosine(model_id, c.threshold))

    def calibration_for(self, model_id: str) -> Bands | None:
        """The raw-cosine bands ``mnemo calibrate`` fitted for ``model_id``, if any (and not overridden)."""
        return None if self.bands_explicit else self.bands.get(model_id)

    def policy_for(self, model_id: str) -> ConsolidationPolicy:
        """The consolidation policy with the bands calibrated for ``model_id`` when there are any."""
        if self.bands_explicit or model_id not in self.bands:
            return self.consolidation
        return self.consolidation.model_copy(update={"bands": self.bands[model_id]})

    @classmethod
    def load(cls, *, config_path: str | Path | None = None, env: Mapping[str, str] | None = None,
             **overrides: Any) -> "Settings":
        env = os.environ if env is None else env
        data: dict[str, Any] = {}
        path = Path(config_path or env.get("MNEMO_CONFIG") or default_config_path()).expanduser()
        explicit_file = bool(config_path or env.get("MNEMO_CONFIG"))
        if path.is_file():
            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
                raise ConfigError(f"The config file {path} is not valid TOML ({exc})",
                                  "Fix the file or point MNEMO_CONFIG at another one") from None
        elif explicit_file:
            raise ConfigError(f"The config file {path} does not exist",
                              "Create it, or unset MNEMO_CONFIG / drop --config")
        if "passphrase" in data:
            raise ConfigError(f"The config file {path} holds the vault's passphrase",
                              "Remove it from the file and set MNEMO_PASSPHRASE (or type it when asked)")
        _apply_env(data, env)
        for key, value in overrides.items():
            if value is not None:
                _set(data, key.split("."), value)
                if key.startswith("consolidation.bands"):
                    data["bands_explicit"] = True
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise ConfigError(f"Invalid setting {where}: {first['msg']}",
                              f"Fix it in {path if path.is_file() else 'the MNEMO_* environment'}") from None


_ENV = {
    "MNEMO_DB": "db",
    "MNEMO_USER": "user",
    "MNEMO_PASSPHRASE": "passphrase",
    "MNEMO_CREATE": "create",
    "MNEMO_EMBEDDER": "embedder.provider",
    "MNEMO_EMBEDDER_URL": "embedder.url",
    "MNEMO_EMBEDDER_MODEL": "embedder.model",
    "MNEMO_EMBEDDER_API_KEY": "embedder.api_key",
    "MNEMO_LLM_URL": "llm.url",
    "MNEMO_LLM_MODEL": "llm.model",
    "MNEMO_LLM_API_KEY": "llm.api_key",
    "MNEMO_LLM_TIMEOUT": "llm.timeout",
    "MNEMO_SKIP_THRESHOLD": "consolidation.bands.skip",
    "MNEMO_UPDATE_THRESHOLD": "consolidation.bands.update",
    "MNEMO_RELATED_THRESHOLD": "consolidation.bands.related",
    "MNEMO_RESPECT_SOURCE_PRIORITY": "consolidation.respect_source_priority",
    "MNEMO_SIMILARITY": "similarity.mode",
    "MNEMO_GATE": "gate.enabled",
    "MNEMO_GATE_MIN_CHARS": "gate.min_chars",
    "MNEMO_NOTIFY_WEBHOOK_URL": "notify.webhook_url",
    "MNEMO_NOTIFY_WEBHOOK_SECRET": "notify.webhook_secret",
    "MNEMO_SLACK_SIGNING_SECRET": "slack.signing_secret",
    "MNEMO_SLACK_BOT_TOKEN": "slack.bot_token",
    "MNEMO_SLACK_TEAM": "slack.teams",
    "MNEMO_SLACK_API_URL": "slack.api_url",
    "MNEMO_SLACK_DIGEST_CHANNEL": "slack.digest_channel",
    "MNEMO_SMTP_HOST": "smtp.host",
    "MNEMO_SMTP_PORT": "smtp.port",
    "MNEMO_SMTP_USERNAME": "smtp.username",
    "MNEMO_SMTP_PASSWORD": "smtp.password",
    "MNEMO_SMTP_FROM": "smtp.sender",
    "MNEMO_SMTP_TO": "smtp.to",
    "MNEMO_SMTP_STARTTLS": "smtp.starttls",
}


def _set(data: dict[str, Any], path: list[str], value: Any) -> None:
    node = data
    for part in path[:-1]:
        nxt = node.get(part)
        if not isinstance(nxt, dict):
            nxt = {}
            node[part] = nxt
        node = nxt
    node[path[-1]] = value


def _apply_env(data: dict[str, Any], env: Mapping[str, str]) -> None:
    for var, key in _ENV.items():
        value = env.get(var)
        if value is None or value == "":
            continue
        if key.startswith("consolidation.bands"):
            data["bands_explicit"] = True
        _set(data, key.split("."), value)


def write_bands(path: str | Path, model_id: str, bands: Bands) -> Path:
    """Store one model's calibrated bands in the TOML config file, replacing that model's old ones and
    keeping everything else as the user wrote it: comments, key order, other settings, file mode, symlink.

    Why tomlkit: it edits the parsed document and writes it back verbatim except for the values that
    changed, so the bands can sit in any form TOML allows (``[bands."m"]``, ``[bands] "m" = {...}``,
    ``bands = {...}``, dotted ``bands."m".skip = ...``) and are updated where they are, in that form. A new
    model gets its own ``[bands."m"]`` table. The result is parsed again and compared with what was meant
    before it atomically replaces the file (temporary file, then rename), so nothing is half-written and
    no other setting can change by accident."""
    import tomlkit  # only mnemo calibrate writes the file: other commands do not load the editor
    import tomlkit.exceptions

    p = Path(path).expanduser()
    p = p.resolve() if p.is_symlink() else p  # write the file the link points at; the link stays
    where = f"the config file {p}"
    text = ""
    if p.is_file():
        with open(p, encoding="utf-8", newline="") as fh:  # newline="": CRLF files keep their line ends
            text = fh.read()
    try:
        before = tomllib.loads(text)
        doc = tomlkit.parse(text)
    except (tomllib.TOMLDecodeError, tomlkit.exceptions.TOMLKitError) as exc:
        raise ConfigError(f"{where} is not valid TOML ({exc})", "Fix it first, then run mnemo calibrate again") from None
    values = {"skip": bands.skip, "update": bands.update, "related": bands.related}
    _set_bands(doc, model_id, values, where)
    new_text = _tidy(tomlkit.dumps(doc), text)
    _check_rewrite(before, new_text, model_id, values, where)
    _replace_atomically(p, new_text)
    return p


def _set_bands(doc: tomlkit.TOMLDocument, model_id: str, values: dict[str, float], where: str) -> None:
    """Update ``bands.<model_id>`` in place when it exists (whatever its form), else add a table for it."""
    import tomlkit
    import tomlkit.items

    table = doc.get("bands")
    if table is None:
        table = tomlkit.table(is_super_table=True)  # only the [bands."m"] header is written, no bare [bands]
        doc.append("bands", table)
    if not isinstance(table, MutableMapping):
        raise ConfigError(f"{where} sets bands to something that is not a table",
                          'Remove that "bands" line (mnemo calibrate writes [bands."<model>"] tables) and run again')
    entry = table.get(model_id)
    if isinstance(entry, MutableMapping):
        for key in [k for k in entry if k not in values]:
            del entry[key]  # a stray key would make the bands invalid (Bands forbids extras)
        for key, value in values.items():
            entry[key] = value
        return
    if entry is not None:
        del table[model_id]  # a plain value where a table belongs: replace it
    if isinstance(table, tomlkit.items.InlineTable):
        new: tomlkit.items.InlineTable | tomlkit.items.Table = tomlkit.inline_table()
        new.update(values)
    else:
        new = tomlkit.table()
        new.update(values)
        new.add(tomlkit.nl())  # a blank line before whatever table follows
    new_key = tomlkit.items.SingleKey(model_id, tomlkit.items.KeyType.Basic)  # always [bands."m"]
    if isinstance(table, (tomlkit.items.Table, tomlkit.items.InlineTable)):
        table.append(new_key, new)
    else:
        # [bands."a"] ... [other] ... [bands."b"]: tomlkit reads the scattered tables as one proxy, which adds
        # the new model's table next to the first of them
        table[new_key] = new


def _tidy(new_text: str, old_text: str) -> str:
    """Lines tomlkit added use the file's own line ends (CRLF files stay CRLF), and a table added at the
    end leaves no extra blank line behind."""
    if "\r\n" in old_text:
        new_text = re.sub(r"(?<!\r)\n", "\r\n", new_text)
    nl = "\r\n" if "\r\n" in old_text else "\n"
    if new_text.endswith(nl + nl) and not old_text.endswith(nl + nl):
        new_text = new_text[: -len(nl)]
    return new_text


def _check_rewrite(before: dict[str, Any], new_text: str, model_id: str, values: dict[str, float],
                   where: str) -> None:
    """The rewritten text says exactly what was meant: the new bands, everything else unchanged."""
    try:
        after = tomllib.loads(new_text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"Updating {where} would make it invalid ({exc})",
                          "Add the bands by hand; nothing was changed") from None
    expected = dict(before)
    expected["bands"] = {**(before.get("bands") or {}), model_id: values}
    if after != expected:
        raise ConfigError(f"Updating {where} would change other settings", "Add the bands by hand; nothing was changed")


def _replace_atomically(p: Path, text: str) -> None:
    """Write a temporary file beside ``p`` and rename it over ``p``: a reader sees the old file or the new
    one, never half of it. The old file's mode is kept (a 0600 file holding API keys stays 0600); a new
    file is created 0600 for the same reason."""
    tmp: str | None = None
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=p.parent, prefix=f".{p.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if p.exists():
            os.chmod(tmp, p.stat().st_mode & 0o7777)
        os.replace(tmp, p)
        tmp = None
    except OSError as exc:
        raise ConfigError(f"Cannot write the config file {p} ({exc.strerror})",
                          "Pass --config with a writable path, or fix the permissions") from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
