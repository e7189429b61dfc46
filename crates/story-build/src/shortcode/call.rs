//! One shortcode's call as written inside `{{< ... >}}`: its name, positional and named
//! arguments.

/// One shortcode's name and its arguments: positional (`"x"`) and named (`key="x"`).
#[derive(Debug, PartialEq)]
pub(super) struct Call {
    pub(super) name: String,
    pub(super) positional: Vec<String>,
    pub(super) named: Vec<(String, String)>,
}

/// Parses the inside of `{{< ... >}}`.
pub(super) fn parse_call(inner: &str) -> Result<Call, String> {
    let inner = inner.trim();
    let (name, mut rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let mut call = Call {
        name: name.to_string(),
        positional: Vec::new(),
        named: Vec::new(),
    };
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok(call);
        }
        let (key, value_start) = match rest.find('=') {
            Some(eq) if !rest[..eq].contains('"') && !rest[..eq].contains(char::is_whitespace) => {
                (Some(rest[..eq].to_string()), &rest[eq + 1..])
            }
            _ => (None, rest),
        };
        let quoted = value_start
            .strip_prefix('"')
            .ok_or_else(|| format!("an argument must be \"quoted\": {value_start}"))?;
        let end = quoted
            .find('"')
            .ok_or_else(|| format!("an argument's quote is never closed: {value_start}"))?;
        let value = quoted[..end].to_string();
        match key {
            Some(k) => call.named.push((k, value)),
            None => call.positional.push(value),
        }
        rest = &quoted[end + 1..];
    }
}
