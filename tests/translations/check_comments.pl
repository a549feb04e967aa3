#!/usr/bin/env perl
# Fails when a message that needs a translator comment has none (issue 12). A message needs
# one when it has a placeholder (%1..%9, %L1, %n: the comment says what goes there, with an
# example) or is one or two words long (a verb or a noun, a button or a heading, a game
# term: the comment says which, and where it shows). The comment is a `//:` line right
# above the tr()/qsTr()/QT_TRANSLATE_NOOP line (docs/translating.md, "Translator comments");
# lupdate writes it into the .ts file as <extracomment>, and Linguist shows it as
# "Developer comments".
#
#   check_comments.pl <source dir> <work dir>
#
# It runs translations/update.sh on a copy of the .ts files in <work dir> (as
# check_translations.sh does), so it checks the code as it is, and reads the German file
# (every .ts file has the same comments).
#
# Exceptions: none. Add a comment rather than an exception.
use strict;
use warnings;

die "usage: $0 <source dir> <work dir>\n" unless @ARGV == 2;
my ($source_dir, $work_dir) = @ARGV;
system('rm', '-rf', $work_dir) == 0 or die "cannot clear $work_dir\n";
system('mkdir', '-p', $work_dir) == 0 or die "cannot make $work_dir\n";
system("cp \"$source_dir\"/translations/starboard_*.ts \"$work_dir\"/") == 0
    or die "cannot copy the .ts files\n";
system("$source_dir/translations/update.sh", $work_dir) == 0 or die "update.sh failed\n";
my $file = "$work_dir/starboard_de.ts";
open(my $in, '<:encoding(UTF-8)', $file) or die "$file: $!\n";
local $/;
my $xml = <$in>;
close $in;

sub unescape {
    my $s = shift;
    $s =~ s/&lt;/</g; $s =~ s/&gt;/>/g; $s =~ s/&quot;/"/g; $s =~ s/&apos;/'/g;
    $s =~ s/&amp;/&/g;
    return $s;
}

my @missing;
while ($xml =~ m{<context>\s*<name>(.*?)</name>(.*?)</context>}gs) {
    my ($context, $body) = ($1, $2);
    while ($body =~ m{<message[^>]*>(.*?)</message>}gs) {
        my $message = $1;
        next unless $message =~ m{<source>(.*?)</source>}s;
        my $source = unescape($1);
        next if $message =~ m{<extracomment>\S.*?</extracomment>}s;
        my $placeholder = $source =~ /%(?:[1-9]|n|L[1-9])/;
        my @words = split ' ', $source;
        next unless $placeholder || @words <= 2;
        push @missing, "    $context: \"$source\"" . ($placeholder ? " (placeholder)" : "");
    }
}
binmode STDOUT, ':encoding(UTF-8)';
if (@missing) {
    print scalar(@missing), " message(s) need a translator comment (a `//:` line above the",
        " tr()/qsTr()/QT_TRANSLATE_NOOP line: what the placeholders stand for, or what a short",
        " text is and where it shows):\n";
    print "$_\n" for @missing;
    exit 1;
}
print "Every message with a placeholder or of one or two words has a translator comment.\n";
exit 0;
