//! A build error names the file and line it comes from, as compilers do (`file:line: message`),
//! so an editor jumps to it.

use std::fmt;
use std::path::{Path, PathBuf};

/// Where in the content something is: a file and a 1-based line (0: the file as a whole).
#[derive(Clone, Debug)]
pub struct Place {
    pub file: PathBuf,
    pub line: usize,
}

impl Place {
    pub fn new(file: &Path, line: usize) -> Place {
        Place {
            file: file.to_path_buf(),
            line,
        }
    }

    pub fn error(&self, message: String) -> BuildError {
        BuildError {
            place: self.clone(),
            message,
        }
    }
}

/// What stops the build.
#[derive(Clone, Debug)]
pub struct BuildError {
    pub place: Place,
    pub message: String,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.place.line == 0 {
            write!(f, "{}: {}", self.place.file.display(), self.message)
        } else {
            write!(
                f,
                "{}:{}: {}",
                self.place.file.display(),
                self.place.line,
                self.message
            )
        }
    }
}

impl std::error::Error for BuildError {}
