//! Python literals of the parameters, and the template filler the figures' programs use.

use rope_math::{Choice, Rope, Scaling};

/// A float as Python reads it back exactly (Rust's `{:?}` is the shortest round trip, and
/// Python parses `1e-7`, `1e16` and `10000.0` alike).
pub fn float(x: f64) -> String {
    format!("{x:?}")
}

pub fn int(x: impl Into<u64>) -> String {
    x.into().to_string()
}

/// A count (`usize`) as a Python int.
pub fn count(x: usize) -> String {
    x.to_string()
}

pub fn floats(xs: &[f64]) -> String {
    format!(
        "[{}]",
        xs.iter().map(|x| float(*x)).collect::<Vec<_>>().join(", ")
    )
}

pub fn grid(rows: &[Vec<f64>]) -> String {
    format!(
        "[{}]",
        rows.iter()
            .map(|r| floats(r))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A Python string literal (a JSON one, which Python reads the same way).
pub fn string(s: &str) -> String {
    rope_params::display::json_string(s)
}

pub fn strings(xs: &[String]) -> String {
    format!(
        "[{}]",
        xs.iter().map(|x| string(x)).collect::<Vec<_>>().join(", ")
    )
}

pub fn boolean(b: bool) -> String {
    if b { "True" } else { "False" }.to_string()
}

/// `template` with each `{{name}}` replaced by its value. A name it does not know is left
/// as it is, which the tests catch (no program may keep a `{{`).
pub fn fill(template: &str, vars: &[(&str, String)]) -> String {
    let mut out = template.to_string();
    for (name, value) in vars {
        out = out.replace(&format!("{{{{{name}}}}}"), value);
    }
    out
}

/// The model's RoPE settings as the `rope` dict that `HF_PRELUDE`'s `rope_init` reads, one key
/// a line: Hugging Face's `config.json` names, and only the keys the method reads.
pub fn rope_dict(r: &Rope) -> String {
    let rope_type = match r.scaling {
        Scaling::None => "default",
        other => other.slug(),
    };
    let mut keys: Vec<(&str, String, &str)> = vec![
        ("rope_type", string(rope_type), ""),
        ("head_dim", count(r.d), ""),
        ("partial_rotary_factor", float(r.partial), ""),
        ("rope_theta", float(r.base), ""),
    ];
    let factor = ("factor", float(r.factor), "");
    let len0 = (
        "original_max_position_embeddings",
        int(r.train_len_tokens),
        "  # the training length",
    );
    let seq_len = (
        "seq_len",
        int(r.infer_len_tokens),
        "  # the length run at (HF: passed at the forward pass)",
    );
    let attn = r
        .attn
        .map(|a| ("attention_factor", float(a), "  # given: no derived one"));
    match r.scaling {
        Scaling::None => {}
        Scaling::Linear | Scaling::Ntk | Scaling::Proportional => keys.push(factor),
        Scaling::Dynamic => keys.extend([
            factor,
            (
                "max_position_embeddings",
                int(r.train_len_tokens),
                "  # the training length",
            ),
            seq_len,
        ]),
        Scaling::Yarn => {
            keys.extend([
                factor,
                len0,
                ("beta_fast", float(r.beta_fast), ""),
                ("beta_slow", float(r.beta_slow), ""),
            ]);
            // 0 means unset, as HF reads a missing key.
            if r.mscale != 0.0 {
                keys.push(("mscale", float(r.mscale), ""));
            }
            if r.mscale_all_dim != 0.0 {
                keys.push(("mscale_all_dim", float(r.mscale_all_dim), ""));
            }
            keys.extend(attn);
            keys.push(("truncate", boolean(r.truncate), ""));
        }
        Scaling::Llama3 => keys.extend([
            factor,
            ("low_freq_factor", float(r.low_freq_factor), ""),
            ("high_freq_factor", float(r.high_freq_factor), ""),
            len0,
        ]),
        Scaling::LongRope => {
            keys.extend([
                factor,
                len0,
                seq_len,
                ("short_factor", floats(&r.short_factor), ""),
                ("long_factor", floats(&r.long_factor), ""),
            ]);
            keys.extend(attn);
        }
    }
    // `proportional` computes from the base whatever the explicit angles say.
    if !r.theta_rad.is_empty() && r.scaling != Scaling::Proportional {
        keys.push((
            "theta",
            floats(&r.theta_rad),
            "  # explicit θ_i, radians per token",
        ));
    }
    let lines: String = keys
        .iter()
        .map(|(k, v, note)| format!("    \"{k}\": {v},{note}\n"))
        .collect();
    format!("{{\n{lines}}}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_read_back_in_python_form() {
        assert_eq!(float(10000.0), "10000.0");
        assert_eq!(float(1e-7), "1e-7");
        assert_eq!(float(0.1), "0.1");
        assert_eq!(string("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(grid(&[vec![1.0, 2.5]]), "[[1.0, 2.5]]");
        assert_eq!(
            fill("x = {{x}}; y = {{y}}", &[("x", "1".into())]),
            "x = 1; y = {{y}}"
        );
    }
}
