//! Prints a figure's Python program: `cargo run -p figure-code --example figure_code -- <slug>
//! [query]` (the query as after `?`, without `fig=`).

fn main() {
    let mut args = std::env::args().skip(1);
    let slug = args.next().unwrap_or_else(|| "rotate".to_string());
    let extra = args.next().unwrap_or_default();
    let (p, fixes) = rope_params::Params::from_query(&format!("fig={slug}&{extra}"));
    for f in fixes {
        eprintln!("{}: {}", f.key, f.message);
    }
    match figure_code::program(&slug, &p) {
        Some(code) => print!("{code}"),
        None => eprintln!("no figure named {slug}"),
    }
}
