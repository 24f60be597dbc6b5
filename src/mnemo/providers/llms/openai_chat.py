"""An ``LLM`` for any OpenAI-compatible ``/chat/completions`` server: Ollama, llama.cpp, vLLM, hosted APIs.

mnemo never needs an LLM; when one is configured it must still return something the pipeline can trust,
so every answer is parsed and checked against the caller's schema before it leaves this module.

Why the extra care:

* Servers differ in structured output. ``response_format={"type": "json_schema"}`` constrains decoding
  where supported; older servers reject it with a 400, so we fall back once to ``{"type": "json_object"}``
  (plus the schema in the system prompt, since the server no longer sees it) and remember that choice.
* Models wrap JSON in Markdown fences or add a sentence around it; we strip that instead of failing.
* A wrong answer at temperature 0 tends to repeat, so the single retry tells the model what was wrong.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from mnemo.errors import ConfigError, ProviderError
from mnemo.net import ProviderHTTPError, check_base_url, excerpt, post_json

JSON_MODES = ("json_schema", "json_object")
_FENCE = re.compile(r"```[ \t]*(?:json[c5]?)?[ \t]*\r?\n?(.*?)```", re.DOTALL | re.IGNORECASE)
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_TYPES: dict[str, Any] = {"object": dict, "array": list, "string": str, "boolean": bool,
                          "number": (int, float), "integer": int, "null": type(None)}


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


def validate(value: Any, schema: dict[str, Any], path: str = "$") -> str | None:
    """A deliberately small JSON-schema subset: ``type`` (one or a list), ``required``, ``enum``,
    ``properties`` and ``items``, at any depth. Returns the first problem, or None. It is enough to
    catch a model that dropped a key or invented a label, without a ``jsonschema`` dependency."""
    if "enum" in schema and value not in schema["enum"]:
        return f"{path} is {value!r}, expected one of {schema['enum']!r}"
    types = schema.get("type")
    if types is not None:
        names = [types] if isinstance(types, str) else list(types)
        if not any(_is_type(value, name) for name in names):
            return f"{path} should be {' or '.join(names)}, got {type(value).__name__}"
    if isinstance(value, dict):
        missing = [key for key in schema.get("required", []) if key not in value]
        if missing:
            return f"{path} is missing required key(s) {', '.join(missing)}"
        for key, sub in schema.get("properties", {}).items():
            if key in value and isinstance(sub, dict):
                problem = validate(value[key], sub, f"{path}.{key}")
                if problem:
                    return problem
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            problem = validate(item, schema["items"], f"{path}[{i}]")
            if problem:
                return problem
    return None


def _is_type(value: Any, name: str) -> bool:
    expected = _TYPES.get(name)
    if expected is None:
        return True  # an unknown type keyword: do not reject what we cannot judge
    if isinstance(value, bool) and name in ("number", "integer"):
        return False  # bool is an int subclass in Python, not a number in JSON
    if name == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, expected)


class OpenAICompatLLM:
    """``complete_json`` over ``{base_url}/chat/completions``; ``base_url`` like http://127.0.0.1:11434/v1."""

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

    def complete_json(self, system: str, user: str, schema: dict[str, Any], *, name: str = "result",
                      temperature: float = 0.0) -> dict[str, Any]:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        problem, content = "", ""
        for attempt in range(2):  # one retry on invalid output, with the problem fed back to the model
            if attempt:
                messages = messages[:2] + [
                    {"role": "assistant", "content": content[:4000]},
                    {"role": "user", "content": f"That answer was invalid: {problem}. Reply again with only "
                                                f"a JSON object that matches the schema, no other text."}]
            content = self._chat(messages, schema, name, temperature)
            text = extract_json_text(content)
            try:
                value = json.loads(text)
            except ValueError as exc:
                problem = f"it is not valid JSON ({exc.msg} at position {exc.pos})"
                continue
            problem = validate(value, schema) or ("" if isinstance(value, dict) else "the top level is not an object")
            if not problem:
                return value
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
        return post_json(self._client, self.url, payload, headers=self._headers, timeout=self.timeout,
                         retries=self.retries, backoff=self.backoff, what="The LLM endpoint",
                         key_setting="the API key (MNEMO_LLM_API_KEY)", timeout_setting="MNEMO_LLM_TIMEOUT")
