"""An ``LLM`` for any OpenAI-compatible ``/chat/completions`` server: Ollama, llama.cpp, vLLM, hosted APIs.

mnemo never needs an LLM; when one is configured it must still return something the pipeline can trust,
so every answer is parsed and validated by the caller's pydantic response model before it leaves this
module.

Why the extra care:

* Servers differ in structured output. ``response_format={"type": "json_schema"}`` constrains decoding
  where supported; older servers reject it with a 400, so we fall back once to ``{"type": "json_object"}``
  (plus the schema in the system prompt, since the server no longer sees it) and remember that choice.
* The schema sent is the response model's, in the form OpenAI's strict mode demands (see ``wire_schema``),
  so hosted APIs constrain decoding too instead of rejecting the schema.
* Models wrap JSON in Markdown fences or add a sentence around it; we strip that instead of failing.
* A wrong answer at temperature 0 tends to repeat, so the single retry tells the model what was wrong.
"""

from __future__ import annotations

import copy
import functools
import json
import logging
import re
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

from mnemo.errors import ConfigError, ProviderError
from mnemo.net import Api, ProviderHTTPError, Retry, check_base_url, excerpt, post_json

log = logging.getLogger(__name__)

JSON_MODES = ("json_schema", "json_object")
_FENCE = re.compile(r"```[ \t]*(?:json[c5]?)?[ \t]*\r?\n?(.*?)```", re.DOTALL | re.IGNORECASE)
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_NOISE = ("title", "default")  # pydantic's labels and defaults: tokens for the model, refused by strict mode

_API = Api("The LLM endpoint", key_setting="the API key (MNEMO_LLM_API_KEY)", timeout_setting="MNEMO_LLM_TIMEOUT")

ResponseT = TypeVar("ResponseT", bound=BaseModel)


def extract_json_text(content: str) -> str:
    """The JSON part of a model's answer: drop reasoning blocks and ``` fences, then any prose around it."""
    text = _THINK.sub("", content).strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    if not text.startswith(("{", "[")):
        start, end = text.find("{"), text.rfind("}")
        if 0 <= start < end:
            text = text[start:end + 1]
    return text


@functools.cache
def wire_schema(response: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema sent for ``response``: ``model_json_schema()`` in the form OpenAI's strict structured
    outputs accept, which llama.cpp, vLLM and Ollama accept as well.

    Strict mode wants every object closed (``additionalProperties: false``) and every property listed in
    ``required`` (an optional value is one whose type allows null, or an empty list or string the model
    writes out); it refuses ``default``. ``$ref``s are inlined so that servers with partial ``$defs``
    support see one self-contained schema, and class docstrings (written for developers) are left out.
    Validation stays with the model itself, which is more forgiving: a key the server let the model skip
    takes its default, an extra key is ignored."""
    raw = response.model_json_schema()
    defs = raw.pop("$defs", {})

    def clean(node: Any, depth: int = 0) -> Any:
        if depth > 32:
            raise ConfigError(f"The response model {response.__name__} is recursive",
                              "Give the prompt a response model without self-references")
        if isinstance(node, list):
            return [clean(x, depth + 1) for x in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            target = copy.deepcopy(defs[node["$ref"].rsplit("/", 1)[-1]])
            target.pop("description", None)
            node = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
        out = {k: clean(v, depth + 1) for k, v in node.items() if k not in _NOISE and k != "properties"}
        if "properties" in node:  # property names are data, not keywords: a field may be called "title"
            out["properties"] = {k: clean(v, depth + 1) for k, v in node["properties"].items()}
        if "properties" in out:  # a model (a dict[str, X] field has none and keeps its additionalProperties)
            props = out.pop("properties", {})
            out.pop("required", None)
            out = {"type": "object", "properties": props, "required": list(props), "additionalProperties": False,
                   **{k: v for k, v in out.items() if k not in ("type", "additionalProperties")}}
        return out

    schema = clean(raw)
    schema.pop("description", None)
    return schema


def _problem(exc: ValidationError) -> str:
    """pydantic's complaints as one line the model can act on, naming where in the JSON each one is. The
    offending values are left out: they are the model's own words and may quote a user's memory."""
    parts = []
    for err in exc.errors()[:3]:
        loc = [str(p) if isinstance(p, str) else f"[{p}]" for p in err["loc"]]
        if err["type"] == "missing" and loc:
            parent = _path(loc[:-1])
            parts.append(f"{parent} is missing required key {loc[-1]}")
        elif not loc and err["type"] in ("model_type", "dict_type"):
            parts.append("the top level is not an object")
        else:
            parts.append(f"{_path(loc)}: {err['msg']}")
    more = exc.error_count() - len(parts)
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def _path(loc: list[str]) -> str:
    return "$" + "".join(p if p.startswith("[") else f".{p}" for p in loc)


class OpenAICompatLLM:
    """``complete`` over ``{base_url}/chat/completions``; ``base_url`` like http://127.0.0.1:11434/v1."""

    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout: float = 30.0,
                 retries: int = 2, json_mode: str = "json_schema", *, backoff: float = 0.5) -> None:
        if json_mode not in JSON_MODES:
            raise ConfigError(f"Unknown LLM JSON mode {json_mode!r}", f"Use one of: {', '.join(JSON_MODES)}")
        if not model:
            raise ConfigError("No LLM model name is set", "Set the model name your server serves, e.g. llama3.1")
        self.url = check_base_url(base_url) + "/chat/completions"
        self.model_id = model
        self.timeout, self.retries, self.backoff = float(timeout), int(retries), float(backoff)
        self.json_mode = json_mode  # may switch to "json_object" once, for every later call
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client()

    def __repr__(self) -> str:  # no key in reprs, logs or tracebacks
        return f"OpenAICompatLLM(url={self.url!r}, model={self.model_id!r}, json_mode={self.json_mode!r})"

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAICompatLLM:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def complete(self, system: str, user: str, response: type[ResponseT], *, name: str = "result",
                 temperature: float = 0.0) -> ResponseT:
        """The answer as ``response``; see ``mnemo.ports.LLM``."""
        schema = wire_schema(response)
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        problem, content = "", ""
        for attempt in range(2):  # one retry on invalid output, with the problem fed back to the model
            if attempt:
                log.warning("The LLM %s gave an invalid %s answer (%s); asking once more", self.model_id, name,
                            problem)
                messages = messages[:2] + [
                    {"role": "assistant", "content": content[:4000]},
                    {"role": "user", "content": f"That answer was invalid: {problem}. Reply again with only "
                                                f"a JSON object that matches the schema, no other text."}]
            content = self._chat(messages, schema, name, temperature)
            text = extract_json_text(content)
            try:
                value = json.loads(text)
            except json.JSONDecodeError as exc:
                problem = f"it is not valid JSON ({exc.msg} at position {exc.pos})"
                continue
            try:
                return response.model_validate(value)
            except ValidationError as exc:
                problem = _problem(exc)
        log.warning("The LLM %s gave an invalid %s answer twice (%s); giving up", self.model_id, name, problem)
        raise ProviderError(
            f"The LLM {self.model_id} at {self.url} returned invalid JSON twice: {problem}; "
            f"it answered {excerpt(content, 160)!r}",
            "Use a model that follows JSON instructions better (or a larger one), or run without an LLM")

    def _chat(self, messages: list[dict[str, str]], schema: dict[str, Any], name: str, temperature: float) -> str:
        mode = self.json_mode
        try:
            data = self._post(messages, schema, name, temperature, mode)
        except ProviderHTTPError as exc:
            body = exc.body.lower()
            if not (mode == "json_schema" and exc.status in (400, 422)
                    and ("response_format" in body or "json_schema" in body)):
                raise
            log.warning("The LLM endpoint %s does not accept json_schema response formats; using json_object "
                        "(the schema goes into the prompt) from now on", self.url)
            self.json_mode = "json_object"  # this server does not do json_schema: stop asking (atomic write)
            data = self._post(messages, schema, name, temperature, "json_object")
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise ProviderError(
                f"The LLM endpoint {self.url} answered without choices[0].message.content: "
                f"{excerpt(json.dumps(data), 160)}",
                "Check that the base URL points at an OpenAI-compatible chat completions API") from None
        if isinstance(content, list):  # content parts: [{"type": "text", "text": ...}, ...]
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        return content if isinstance(content, str) else ""

    def _post(self, messages: list[dict[str, str]], schema: dict[str, Any], name: str, temperature: float,
              mode: str) -> Any:
        if mode == "json_schema":
            response_format: dict[str, Any] = {
                "type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}
        else:
            # json_object only promises *some* JSON object (and OpenAI requires the word JSON in the prompt),
            # so the schema goes into the system message instead.
            response_format = {"type": "json_object"}
            messages = [{"role": "system", "content": f"{messages[0]['content']}\n\nAnswer with only a JSON "
                                                      f"object that matches this JSON schema:\n"
                                                      f"{json.dumps(schema, ensure_ascii=False)}"},
                        *messages[1:]]
        payload = {"model": self.model_id, "messages": messages, "temperature": temperature,
                   "response_format": response_format}
        return post_json(self._client, self.url, payload, _API, headers=self._headers, timeout=self.timeout,
                         retry=Retry(retries=self.retries, backoff=self.backoff))
