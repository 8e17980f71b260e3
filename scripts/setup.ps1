# Windows (PowerShell): create .venv (if missing) and install Minimax Studio with its test tools into it;
# compile the engine's hot modules where a C compiler is available. The steps are in scripts/dev.py, the same
# on every system. $env:PYTHON chooses the interpreter; otherwise the py launcher (python.org's installer
# puts it on PATH), else python.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)
$pyArgs = @()
if ($env:PYTHON) { $python = $env:PYTHON }
elseif (Get-Command py -ErrorAction SilentlyContinue) { $python = "py"; $pyArgs = @("-3") }
else { $python = "python" }
& $python @pyArgs scripts/dev.py setup @args
exit $LASTEXITCODE
